/**
 * /shop and /shop/category/{slug} (SPEC §2): the product grid with search, the category tree,
 * attribute filters, the sort dropdown and paging. Every control is a link or a GET form, so the page
 * works without JavaScript; with it, the filters and the sort apply on change.
 */
import type { FormEvent } from 'react';
import { data, Form, useNavigate, useSubmit } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { shopSorts, type CategoryNode, type ProductCard, type ShopSort } from '@shared/catalog/contract';
import type { MessageKey } from '@shared/i18n';
import { listingHref, listQuery, readListingParams, searchTarget, type ListingParams } from './listing';
import { PriceRange } from './price-range';
import { siteShop } from './context';
import { PricelistSwitcher } from './pricelist-switcher';
import { WishlistHeart } from '../../wishlists/site';
import { ReviewStars, siteReviews } from '../../reviews/site';
import type { ReviewBadge } from '@shared/reviews/contract';
import { imageLoading } from '../../../core/site/image-loading';
import { useSite, useT } from '../../../core/site/shell-data';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/shop';
import shopCss from './shop.css?url';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = siteShop(context.vitrine);
  const listing = readListingParams(new URL(request.url));
  const categorySlug = 'slug' in params && typeof params.slug === 'string' ? params.slug : undefined;
  const view = await shop.list(listQuery(listing, categorySlug));
  if (categorySlug && !view.currentCategory) throw data(null, { status: 404 });
  const reviews = siteReviews(context.vitrine);
  // The cards' stars: one query for the page's products.
  const reviewBadges = reviews
    ? await reviews.badges(view.products.map((product) => product.templateId))
    : {};
  return { view, listing, pricelists: await shop.pricelists(), reviewBadges };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: shopCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (site, t) => {
    if (!args.loaderData) return null;
    const { view, listing } = args.loaderData;
    const category = view.currentCategory;
    return {
      title: category?.name ?? t('shop.title'),
      description: category
        ? t('seo.shop.categoryDescription', category.name, site.company.name)
        : t('seo.shop.description', site.company.name),
      path: listingHref(category?.url ?? '/shop', { page: listing.page }),
      // Searches, filters and other sorts show the same products again: only the plain listing is indexed.
      noindex: listing.search || listing.attrib.length || listing.order !== 'featured' ? 'follow' : false,
    };
  });

const sortLabels: Record<ShopSort, MessageKey> = {
  featured: 'shop.sort.featured',
  newest: 'shop.sort.newest',
  name: 'shop.sort.name',
  price_asc: 'shop.sort.priceAsc',
  price_desc: 'shop.sort.priceDesc',
  rating: 'shop.sort.rating',
};

/** A window of at most PAGER_SCOPE page numbers around the current page. */
const PAGER_SCOPE = 5;
function pagerPages(current: number, count: number): number[] {
  const first = Math.max(1, Math.min(current - Math.floor(PAGER_SCOPE / 2), count - PAGER_SCOPE + 1));
  return Array.from({ length: Math.min(PAGER_SCOPE, count) }, (_, index) => first + index);
}

/** Ids of the current category and its ancestors: their branches start open. */
function openBranch(nodes: CategoryNode[], currentId: number | undefined): Set<number> {
  const open = new Set<number>();
  const walk = (node: CategoryNode): boolean => {
    const inside = node.id === currentId || node.children.some(walk);
    if (inside) open.add(node.id);
    return inside;
  };
  nodes.forEach(walk);
  return open;
}

function CategoryTree({
  nodes,
  open,
  currentId,
  hrefOf,
}: {
  nodes: CategoryNode[];
  open: Set<number>;
  currentId: number | undefined;
  hrefOf: (node: CategoryNode) => string;
}) {
  const t = useT();
  return (
    <ul className="shop-categories__list">
      {nodes.map((node) => {
        const link = (
          <Link
            to={hrefOf(node)}
            className="shop-categories__link"
            aria-current={node.id === currentId ? 'page' : undefined}
          >
            {node.name}
          </Link>
        );
        return (
          <li key={node.id}>
            {node.children.length ? (
              // The link sits beside the summary, not in it: a link inside a summary is a control
              // nested in a control, which assistive technologies cannot reach (WCAG 4.1.2).
              <div className="shop-categories__branch">
                {link}
                <details open={open.has(node.id)}>
                  <summary aria-label={t('shop.subcategoriesOf', node.name)} />
                  <CategoryTree nodes={node.children} open={open} currentId={currentId} hrefOf={hrefOf} />
                </details>
              </div>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The cards of the grid's first rows: one of their images is the page's largest paint. */
const FIRST_CARDS = 4;

function ProductTile(props: { product: ProductCard; href: string; badge?: ReviewBadge; first: boolean }) {
  const { product, href, badge, first } = props;
  const t = useT();
  return (
    <li className="shop-card" data-product-template-id={product.templateId}>
      <Link to={href} className="shop-card__link">
        <span className="shop-card__image">
          <img src={product.imageUrl} alt="" width={300} height={300} {...imageLoading(first)} />
        </span>
        <span className="shop-card__name">{product.name}</span>
      </Link>
      <p className="shop-card__price">
        {product.listPrice ? (
          <del className="shop-price__list" aria-label={t('shop.product.listPrice')}>
            {product.listPrice.formatted}
          </del>
        ) : null}{' '}
        <span className="shop-price">{product.price.formatted}</span>
      </p>
      <ReviewStars badge={badge} />
      {product.outOfStock ? <p className="shop-card__stock">{t('shop.outOfStock')}</p> : null}
      <WishlistHeart templateId={product.templateId} name={product.name} className="shop-card__wishlist" />
    </li>
  );
}

/** Hidden fields that carry the other parameters through a GET form. */
function KeepParams({
  listing,
  keep,
}: {
  listing: ListingParams;
  keep: Array<'search' | 'attrib' | 'order' | 'price'>;
}) {
  return (
    <>
      {keep.includes('price') && listing.minPrice !== null ? (
        <input type="hidden" name="min_price" value={listing.minPrice} />
      ) : null}
      {keep.includes('price') && listing.maxPrice !== null ? (
        <input type="hidden" name="max_price" value={listing.maxPrice} />
      ) : null}
      {keep.includes('search') && listing.search ? (
        <input type="hidden" name="search" value={listing.search} />
      ) : null}
      {keep.includes('attrib')
        ? listing.attrib.map((pair) => <input key={pair} type="hidden" name="attrib" value={pair} />)
        : null}
      {keep.includes('order') && listing.order !== 'featured' ? (
        <input type="hidden" name="order" value={listing.order} />
      ) : null}
    </>
  );
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { view, listing, pricelists } = loaderData;
  const t = useT();
  const { urlPrefix } = useSite();
  const navigate = useNavigate();
  const submit = useSubmit();
  const basePath = `${urlPrefix}${view.currentCategory ? view.currentCategory.url : '/shop'}`;
  const title = view.currentCategory?.name ?? t('shop.title');
  const pageCount = Math.max(1, Math.ceil(view.total / Math.max(1, view.pageSize)));
  const selected = new Set(listing.attrib);
  // The panel of filters starts open on a phone when some apply, so the shopper sees which.
  const filtered = listing.attrib.length > 0 || listing.minPrice !== null || listing.maxPrice !== null;
  const searchAction = listingHref(basePath, { attrib: listing.attrib, order: listing.order });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const term = new FormData(form).get('search');
    navigate(searchTarget(form.getAttribute('action') ?? basePath, typeof term === 'string' ? term : ''));
  };
  const applyOnChange = (event: FormEvent<HTMLFormElement>) => submit(event.currentTarget);

  return (
    <div className="shop" data-shop-listing="">
      <header className="shop__header">
        <h1>{title}</h1>
        <form
          role="search"
          method="get"
          action={searchAction}
          className="shop-search"
          data-shop-search=""
          onSubmit={onSearch}
        >
          <KeepParams listing={listing} keep={['attrib', 'order']} />
          <label className="visually-hidden" htmlFor="shop-search-input">
            {t('shop.search')}
          </label>
          <input
            id="shop-search-input"
            type="search"
            name="search"
            defaultValue={listing.search}
            placeholder={t('shop.searchPlaceholder')}
            maxLength={200}
          />
          <button type="submit" className="button">
            {t('shop.search')}
          </button>
        </form>
      </header>
      <div className="shop__body">
        <aside className="shop__sidebar">
          {/* On a phone the categories and filters fold into a panel (no script needed); wider, CSS
              shows them open beside the products and hides the summary. */}
          <details className="shop__filters" open={filtered || undefined}>
            <summary className="shop__filters-toggle">{t('shop.filtersPanel')}</summary>
            <nav className="shop-categories" aria-label={t('shop.categories')}>
              <h2>{t('shop.categories')}</h2>
              <ul className="shop-categories__list">
                <li>
                  <Link
                    to={listingHref(`${urlPrefix}/shop`, { search: listing.search })}
                    className="shop-categories__link"
                    aria-current={view.currentCategory ? undefined : 'page'}
                  >
                    {t('shop.allProducts')}
                  </Link>
                </li>
              </ul>
              <CategoryTree
                nodes={view.categories}
                open={openBranch(view.categories, view.currentCategory?.id)}
                currentId={view.currentCategory?.id}
                hrefOf={(node) => listingHref(`${urlPrefix}${node.url}`, { search: listing.search })}
              />
            </nav>
            {view.priceFilter ? (
              <PriceRange
                key={`${view.priceFilter.from}-${view.priceFilter.to}`}
                filter={view.priceFilter}
                action={basePath}
              >
                <KeepParams listing={listing} keep={['search', 'order', 'attrib']} />
              </PriceRange>
            ) : null}
            {view.attributes.length ? (
              <Form
                method="get"
                action={basePath}
                className="shop-filters"
                // A new URL (e.g. 'Clear filters') starts the checkboxes over from it.
                key={listing.attrib.join(',')}
                onChange={applyOnChange}
                data-shop-filters=""
              >
                <h2>{t('shop.filters')}</h2>
                <KeepParams listing={listing} keep={['search', 'order', 'price']} />
                {view.attributes.map((attribute) => (
                  <fieldset
                    key={attribute.id}
                    className={`shop-filter shop-filter--${attribute.displayType}`}
                  >
                    <legend>{attribute.name}</legend>
                    {attribute.values.map((value) => {
                      const pair = `${attribute.id}-${value.id}`;
                      return (
                        <label key={value.id} className="shop-filter__value">
                          <input
                            type="checkbox"
                            name="attrib"
                            value={pair}
                            defaultChecked={selected.has(pair) || value.selected}
                          />
                          {attribute.displayType === 'color' && value.htmlColor ? (
                            <span className="shop-swatch" style={{ backgroundColor: value.htmlColor }} />
                          ) : null}
                          <span>{value.name}</span>
                        </label>
                      );
                    })}
                  </fieldset>
                ))}
                <p className="shop-filters__actions">
                  <button type="submit" className="button button--secondary">
                    {t('shop.applyFilters')}
                  </button>{' '}
                  {listing.attrib.length ? (
                    <Link to={listingHref(basePath, { search: listing.search, order: listing.order })}>
                      {t('shop.clearFilters')}
                    </Link>
                  ) : null}
                </p>
              </Form>
            ) : null}
          </details>
        </aside>
        <section className="shop__products" aria-label={t('shop.title')}>
          <div className="shop__toolbar">
            <p className="shop__count" data-product-count={view.total}>
              {listing.search ? <span>{t('shop.searchResults', listing.search)} · </span> : null}
              {t('shop.productCount', view.total)}
            </p>
            <Form method="get" action={basePath} className="shop-sort" onChange={applyOnChange}>
              <KeepParams listing={listing} keep={['search', 'attrib']} />
              <label htmlFor="shop-sort">{t('shop.sortBy')}</label>{' '}
              <select id="shop-sort" name="order" defaultValue={listing.order}>
                {shopSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(sortLabels[sort])}
                  </option>
                ))}
              </select>{' '}
              <noscript>
                <button type="submit" className="button button--secondary">
                  {t('shop.applyFilters')}
                </button>
              </noscript>
            </Form>
            <PricelistSwitcher choices={pricelists} />
          </div>
          {view.products.length ? (
            <ul className="shop-grid">
              {view.products.map((product, index) => (
                <ProductTile
                  key={product.templateId}
                  first={index < FIRST_CARDS}
                  product={product}
                  href={`${urlPrefix}${product.url}`}
                  badge={loaderData.reviewBadges[product.templateId]}
                />
              ))}
            </ul>
          ) : (
            <p className="shop__empty">{t('shop.noProducts')}</p>
          )}
          {pageCount > 1 ? (
            <nav className="shop-pager" aria-label={t('shop.pages')}>
              <ul>
                {view.page > 1 ? (
                  <li>
                    <Link to={listingHref(basePath, { ...listing, page: view.page - 1 })} rel="prev">
                      {t('shop.previousPage')}
                    </Link>
                  </li>
                ) : null}
                {pagerPages(view.page, pageCount).map((page) => (
                  <li key={page}>
                    <Link
                      to={listingHref(basePath, { ...listing, page })}
                      aria-current={page === view.page ? 'page' : undefined}
                      aria-label={t('shop.pageNumber', page)}
                    >
                      {page}
                    </Link>
                  </li>
                ))}
                {view.page < pageCount ? (
                  <li>
                    <Link to={listingHref(basePath, { ...listing, page: view.page + 1 })} rel="next">
                      {t('shop.nextPage')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}

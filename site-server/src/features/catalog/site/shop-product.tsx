/**
 * The product page, /shop/product/{slug}-{id} (SPEC §2): variant selection (radio, select, colour and
 * pills; dynamic attributes; custom "please specify" values), quantity with minus and plus, the image
 * carousel with zoom, the stock availability message, the price (list price struck through on a
 * discount), the add-to-cart button and, for products with options, the optional-products dialog.
 * Without JavaScript the form posts the default variant straight to /shop/cart/update.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { data, redirect } from 'react-router';
import type { CombinationInfo, SelectedProduct, VariantRowView } from '@shared/catalog/contract';
import { addToCartState, limitsSales } from '@shared/catalog/availability';
import { BackInStockForm, WishlistHeart } from '../../wishlists/site';
import { ProductReviewsSection, reviewsOfProduct, withReviewsJsonLd } from '../../reviews/site';
import { AttributeLine } from './attribute-line';
import { CartAlerts } from './cart-alerts';
import { chosenValues, combinationOf, excluded, initialSelection, type Selection } from './product-selection';
import { VariantList } from './variant-list';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { RpcError } from '../../../core/site/json-rpc';
import { ProductCarousel } from './product-carousel';
import { attachCarousel } from './carousel';
import { flyToCart, setCartCount } from './fly-to-cart';
import { OptionalProductsDialog, type ChosenProduct } from './optional-products-dialog';
import { formatPrice, showsDiscount } from './price';
import { clampQuantity } from './quantity';
import {
  addProductsWithOptions,
  createProductVariant,
  getCombinationInfo,
  recordPageView,
  showOptionalProducts,
} from './shop-calls';
import { canSeeUnpublishedProducts, siteShop } from './context';
import { stockMessages } from './stock-message';
import { COMBINATION_THROTTLE_MS, throttle } from './timing';
import { JsonLd, pageSeo } from '../../../core/site/seo';
import { useSite, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/shop-product';
import productCss from './product.css?url';
import shopCss from './shop.css?url';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { user, urlPrefix } = context.vitrine;
  const id = /(?:^|-)(\d{1,9})$/.exec(params.slugId)?.[1];
  if (!id) throw data(null, { status: 404 });
  const product = await siteShop(context.vitrine).product(Number(id));
  if (!product || (!product.published && !canSeeUnpublishedProducts(user))) throw data(null, { status: 404 });
  // An old or mistyped slug: send search engines and visitors to the product's one address.
  if (product.url !== `/shop/product/${params.slugId}`) throw redirect(`${urlPrefix}${product.url}`, 301);
  return { product, reviews: await reviewsOfProduct(context.vitrine, product.templateId, request.url) };
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: shopCss },
  { rel: 'stylesheet', href: productCss },
];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, () => {
    const product = args.loaderData?.product;
    return (
      product && {
        title: product.name,
        description: product.metaDescription,
        path: product.url,
        image: product.images[0]?.url,
        type: 'product',
        // A shop manager's preview of an unpublished product.
        noindex: !product.published,
      }
    );
  });

/** Out of stock under its availability rule, whatever the cart holds: what "E-mail me when it is back" is for. */
const cannotBeBought = (info: CombinationInfo) => limitsSales(info) && info.virtual_available < 1;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  const t = useT();
  const { lang, urlPrefix, csrfToken } = useSite();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [customValues, setCustomValues] = useState<Record<number, string>>({});
  const [quantity, setQuantity] = useState(1);
  const [info, setInfo] = useState<CombinationInfo>(product.combinationInfo);
  const [carouselHtml, setCarouselHtml] = useState<string | null>(null);
  const [dialogProductId, setDialogProductId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState('');
  // What the options dialog added when the shopper stayed on the page (Continue Shopping, ×).
  const [added, setAdded] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const gallery = useRef<HTMLDivElement>(null);
  const lastRequest = useRef(0);

  const combination = combinationOf(product.attributeLines, selection);
  const possible = info.is_combination_possible && !excluded(combination, product.exclusions);
  const stock = addToCartState(info, quantity);
  const canAdd = possible && !stock.outOfStock;
  const { custom, noVariant } = chosenValues(product.attributeLines, selection, customValues);
  const excludedValues = useMemo(() => {
    const chosen = Object.values(selection);
    return new Set(chosen.flatMap((id) => product.exclusions[id] ?? []));
  }, [selection, product.exclusions]);

  // SPEC §9: combination info at most once per 500 ms; only the newest answer counts.
  const requestInfo = useMemo(
    () =>
      throttle((combination: number[], addQty: number) => {
        const request = ++lastRequest.current;
        getCombinationInfo({
          product_template_id: product.templateId,
          product_id: false,
          combination,
          add_qty: Math.max(1, addQty),
        })
          .then((next) => {
            if (request !== lastRequest.current) return;
            setInfo(next);
            setCarouselHtml(next.carousel || null);
            setQuantity((current) => addToCartState(next, current).quantity);
          })
          .catch(() => undefined);
      }, COMBINATION_THROTTLE_MS),
    [product.templateId],
  );
  useEffect(() => () => requestInfo.cancel(), [requestInfo]);

  useEffect(() => (gallery.current ? attachCarousel(gallery.current) : undefined), []);

  useEffect(() => {
    const productId = product.combinationInfo.product_id;
    if (productId) recordPageView(`/stats/ecom/product_view/${productId}`);
  }, [product.combinationInfo.product_id]);

  const select = (lineId: number, valueId: number) => {
    const next = { ...selection, [lineId]: valueId };
    setSelection(next);
    requestInfo(combinationOf(product.attributeLines, next), quantity);
  };
  const listView = product.variantStyle === 'list';
  // A row of the variants list: its values replace those of their lines in the selection.
  const pickRow = (row: VariantRowView) => {
    const next = { ...selection };
    for (const line of product.attributeLines) {
      const value = line.values.find((candidate) => row.combination.includes(candidate.id));
      if (value) next[line.id] = value.id;
    }
    setSelection(next);
    requestInfo(combinationOf(product.attributeLines, next), quantity);
  };
  const changeQuantity = (value: number) => {
    const next = addToCartState(
      info,
      clampQuantity(Number.isFinite(value) ? Math.trunc(value) : 0, { min: 0, max: Infinity }),
    ).quantity;
    setQuantity(next);
    requestInfo(combination, next);
  };

  /** The variant to add: a dynamic one is created when first chosen (SPEC §7 create_product_variant). */
  const variantId = async (): Promise<number> => {
    if (info.product_id) return info.product_id;
    const created = await createProductVariant(product.templateId, combination);
    setInfo((current) => ({ ...current, product_id: created }));
    return created;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!canAdd) {
      event.preventDefault();
      return;
    }
    if (info.product_id && !product.hasOptionalProducts) {
      // The plain post (SPEC §4: with no options the form is submitted directly).
      recordPageView(`/stats/ecom/product_add_to_cart/${info.product_id}`);
      return;
    }
    event.preventDefault();
    setAdding(true);
    setAddError('');
    setAdded('');
    void variantId()
      .then(async (productId) => {
        // The options the chosen values leave (variant_values): none, and the form posts as is.
        if (product.hasOptionalProducts && (await showOptionalProducts(productId, combination))) {
          setDialogProductId(productId);
          return;
        }
        recordPageView(`/stats/ecom/product_add_to_cart/${productId}`);
        const element = form.current;
        const field = element?.elements.namedItem('product_id');
        if (field instanceof HTMLInputElement) field.value = String(productId);
        element?.submit();
      })
      .catch((error: unknown) =>
        setAddError(error instanceof RpcError ? error.message : t('shop.product.addFailed')),
      )
      .finally(() => setAdding(false));
  };

  const confirmOptions = async (chosen: ChosenProduct[], toCheckout: boolean) => {
    const [root, ...options] = chosen;
    if (!root) return;
    const products: SelectedProduct[] = [
      {
        product_id: root.productId,
        quantity: root.quantity,
        product_custom_attribute_values: custom,
        variant_values: combination,
        no_variant_attribute_values: noVariant,
      },
      ...options.map((option) => ({
        product_id: option.productId,
        quantity: option.quantity,
        product_custom_attribute_values: [],
        no_variant_attribute_values: [],
      })),
    ];
    const cartQuantity = await addProductsWithOptions(products, lang, csrfToken);
    recordPageView(`/stats/ecom/product_add_to_cart/${root.productId}`);
    if (toCheckout) {
      window.location.assign(`${urlPrefix}/shop/cart`);
      return;
    }
    setDialogProductId(null);
    setAdded(info.display_name);
    setCartCount(cartQuantity);
    flyToCart(gallery.current?.querySelector<HTMLImageElement>('.shop-carousel__image'));
  };

  const price = formatPrice(info.price, info.currency, lang);
  const messages = possible ? stockMessages(info) : [];

  return (
    <article className="shop-product" data-product-template-id={product.templateId}>
      <JsonLd data={withReviewsJsonLd(product.jsonLd, reviews)} />
      <nav className="shop-breadcrumb" aria-label={t('shop.title')}>
        <a href={`${urlPrefix}/shop`}>{t('shop.allProducts')}</a> / <span>{product.name}</span>
      </nav>
      {product.published ? null : <p className="notice notice--warning">{t('shop.product.unpublished')}</p>}
      {/* Why the add form's post came back here (cart_error). */}
      <CartAlerts />
      <div className="shop-product__layout">
        <div
          ref={gallery}
          className={`shop-product__gallery shop-carousel-host${possible ? '' : ' shop-product__gallery--unavailable'}`}
          data-combination-possible={possible}
        >
          {carouselHtml ? (
            <div className="shop-carousel-host__html" dangerouslySetInnerHTML={{ __html: carouselHtml }} />
          ) : (
            <ProductCarousel images={product.images} lang={lang} name={product.name} />
          )}
        </div>
        <div className="shop-product__details">
          <div className="shop-product__heading">
            <h1 className="shop-product__name">{product.name}</h1>
            <WishlistHeart templateId={product.templateId} name={product.name} />
          </div>
          <p className="shop-product__price" data-price={info.price}>
            {showsDiscount(info.price, info.list_price) ? (
              <del className="shop-price__list" aria-label={t('shop.product.listPrice')}>
                {formatPrice(info.list_price, info.currency, lang)}
              </del>
            ) : null}{' '}
            <span className="shop-price">{price}</span>
          </p>
          <form ref={form} method="post" action="/shop/cart/update" className="shop-add" onSubmit={onSubmit}>
            <CsrfField />
            <input type="hidden" name="lang" value={lang} />
            <input type="hidden" name="product_template_id" value={product.templateId} />
            {listView ? null : <input type="hidden" name="product_id" value={info.product_id || ''} />}
            <input type="hidden" name="product_custom_attribute_values" value={JSON.stringify(custom)} />
            <input type="hidden" name="no_variant_attribute_values" value={JSON.stringify(noVariant)} />
            {listView ? (
              <VariantList rows={product.variantRows} combination={combination} onPick={pickRow} />
            ) : null}
            {/* The list view shows the variants; the values that make no variant keep their selectors. */}
            {product.attributeLines
              .filter((line) => !listView || line.createVariant === 'no_variant')
              .map((line) => (
                <AttributeLine
                  key={line.id}
                  line={line}
                  selection={selection}
                  excludedValues={excludedValues}
                  customValues={customValues}
                  onSelect={select}
                  onCustomValue={(valueId, text) =>
                    setCustomValues((current) => ({ ...current, [valueId]: text }))
                  }
                />
              ))}
            <div className="shop-add__row">
              <div className="shop-qty">
                <button
                  type="button"
                  className="shop-qty__button"
                  aria-label={t('shop.product.decrease')}
                  onClick={() => changeQuantity(quantity - 1)}
                >
                  −
                </button>
                <input
                  type="number"
                  name="add_qty"
                  className="shop-qty__input quantity"
                  value={quantity}
                  min={0}
                  inputMode="numeric"
                  aria-label={t('shop.product.quantity')}
                  onChange={(event) => changeQuantity(Number.parseInt(event.target.value, 10))}
                />
                <button
                  type="button"
                  className="shop-qty__button"
                  aria-label={t('shop.product.increase')}
                  onClick={() => changeQuantity(quantity + 1)}
                >
                  +
                </button>
              </div>
              <button
                type="submit"
                id="add_to_cart"
                className={`button shop-add__button${stock.outOfStock ? ' shop-add__button--out-of-stock' : ''}`}
                disabled={!canAdd || adding}
                data-out-of-stock={stock.outOfStock || undefined}
              >
                {t('shop.product.addToCart')}
              </button>
            </div>
            {possible ? null : (
              <p className="shop-add__unavailable alert alert--error" role="alert">
                {t('shop.product.combinationMissing')}
              </p>
            )}
            {addError ? (
              <p className="alert alert--error" role="alert">
                {addError}
              </p>
            ) : null}
            {added ? (
              <p className="alert alert--success" role="status">
                {t('shop.product.added', added)}
              </p>
            ) : null}
            {messages.map((message, position) =>
              message ? (
                <p
                  key={position}
                  className={`shop-stock shop-stock--${message.kind === 'custom' ? 'custom' : message.tone}`}
                  data-stock-message=""
                >
                  {message.kind === 'custom' ? message.text : t(message.key, ...message.args)}
                </p>
              ) : null,
            )}
          </form>
          {possible && info.product_id && cannotBeBought(info) ? (
            <BackInStockForm productId={info.product_id} />
          ) : null}
          {product.description
            ? product.description
                .split(/\n\s*\n/)
                .filter((text) => text.trim())
                .map((text, position) => (
                  <p key={position} className="shop-product__description">
                    {text}
                  </p>
                ))
            : null}
        </div>
      </div>
      {reviews ? <ProductReviewsSection data={reviews} path={`${urlPrefix}${product.url}`} /> : null}
      {dialogProductId ? (
        <OptionalProductsDialog
          root={{
            productId: dialogProductId,
            templateId: product.templateId,
            name: info.display_name,
            description: custom
              .map((value) => `${value.attribute_value_name}: ${value.custom_value}`)
              .join('\n'),
            imageUrl: `/web/image/product.product/${dialogProductId}/image`,
            price: { amount: info.price, formatted: price },
          }}
          variantValues={combination}
          quantity={quantity}
          currency={info.currency}
          lang={lang}
          onConfirm={confirmOptions}
          onClose={() => setDialogProductId(null)}
        />
      ) : null}
    </article>
  );
}

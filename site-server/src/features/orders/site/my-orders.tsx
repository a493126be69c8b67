/**
 * /my/orders (issue 14, item 2): the signed-in customer's orders with SPEC §2's portal search panel
 * (search field, search-in dropdown, query params search_in and search; Enter submits), sorting and
 * paging. Plain GET forms and links: it works without JavaScript.
 */
import { Form, Link, redirect } from 'react-router';
import type { MessageKey } from '@shared/i18n';
import {
  PORTAL_PAGE_SIZE,
  portalOrderQuery,
  portalOrderSearchIns,
  portalOrderSorts,
  type PortalOrderQuery,
} from '@shared/orders/portal';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { siteMyOrders } from './context';
import { orderStateKeys } from './order-state';
import type { Route } from './+types/my-orders';
import portalCss from './portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.orders.title'), path: '/my/orders', noindex: true }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await siteMyOrders(context.vitrine).list(portalOrderQuery(url.searchParams));
  if (!list) {
    const here = sitePath(context.vitrine.urlPrefix, `/my/orders${url.search}`);
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  return { list };
}

const searchInKeys: Record<PortalOrderQuery['searchIn'], MessageKey> = {
  name: 'portal.orders.searchIn.name',
  product: 'portal.orders.searchIn.product',
  all: 'portal.orders.searchIn.all',
};
const sortKeys: Record<PortalOrderQuery['sort'], MessageKey> = {
  date: 'portal.orders.sort.date',
  name: 'portal.orders.sort.name',
  amount: 'portal.orders.sort.amount',
};

/** The list's address with `change` applied to its query. */
function listHref(base: string, query: PortalOrderQuery, change: Partial<PortalOrderQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.search || next.searchIn !== 'all') params.set('search_in', next.searchIn);
  if (next.sort !== 'date') params.set('sortby', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/** At most five page numbers around the current page. */
function pagerWindow(current: number, count: number): number[] {
  const first = Math.max(1, Math.min(current - 2, count - 4));
  return Array.from({ length: Math.min(5, count) }, (_, index) => first + index);
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const { query } = list;
  const t = useT();
  const to = useSitePath();
  const base = to('/my/orders');
  const pages = Math.max(1, Math.ceil(list.total / PORTAL_PAGE_SIZE));
  return (
    <section className="page portal">
      <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
        <Link to={to('/my')}>{t('my.title')}</Link> / <span>{t('portal.orders.title')}</span>
      </nav>
      <h1>{t('portal.orders.title')}</h1>
      <Form method="get" action={base} className="portal-search" role="search">
        <label htmlFor="portal-search-in">{t('portal.orders.searchIn')}</label>
        <select id="portal-search-in" name="search_in" defaultValue={query.searchIn}>
          {portalOrderSearchIns.map((option) => (
            <option key={option} value={option}>
              {t(searchInKeys[option])}
            </option>
          ))}
        </select>
        <input
          type="search"
          name="search"
          defaultValue={query.search}
          placeholder={t('portal.orders.search')}
          aria-label={t('portal.orders.search')}
        />
        {query.sort !== 'date' ? <input type="hidden" name="sortby" value={query.sort} /> : null}
        <button type="submit" className="button button--secondary">
          {t('portal.orders.search')}
        </button>
      </Form>
      <p className="portal-sort">
        {t('portal.orders.sortBy')}{' '}
        {portalOrderSorts.map((sort) => (
          <Link
            key={sort}
            to={listHref(base, query, { sort, page: 1 })}
            aria-current={sort === query.sort ? 'true' : undefined}
          >
            {t(sortKeys[sort])}
          </Link>
        ))}
      </p>
      {list.rows.length === 0 ? (
        <p className="portal__empty">{t('portal.orders.none')}</p>
      ) : (
        <table className="portal-table">
          <thead>
            <tr>
              <th scope="col">{t('portal.orders.reference')}</th>
              <th scope="col">{t('portal.orders.date')}</th>
              <th scope="col">{t('portal.orders.status')}</th>
              <th scope="col" className="portal-table__amount">
                {t('portal.orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id} data-order-id={row.id}>
                <td>
                  <Link to={to(`/my/orders/${row.id}`)}>{row.name}</Link>
                </td>
                <td>
                  <time dateTime={row.date}>{row.date.slice(0, 10)}</time>
                </td>
                <td>{t(orderStateKeys[row.state])}</td>
                <td className="portal-table__amount">{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="portal-pager" aria-label={t('portal.pages')}>
          {pagerWindow(query.page, pages).map((page) => (
            <Link
              key={page}
              to={listHref(base, query, { page })}
              aria-current={page === query.page ? 'page' : undefined}
            >
              {page}
            </Link>
          ))}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * The portal's lists of orders and of quotations (issue 14, item 2): the customer's documents of one
 * kind with SPEC §2's search panel, sorting and paging (core's portal list controls). Plain GET forms
 * and links: it works without JavaScript.
 */
import { redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import type { MessageKey } from '@shared/i18n';
import {
  portalOrderListOptions as options,
  portalOrderQuery,
  type PortalOrderKind,
  type PortalOrderList,
  type PortalOrderSearchIn,
  type PortalOrderSort,
} from '@shared/orders/portal';
import { PortalPager, PortalSearchPanel } from '../../../core/site/components/portal-list-controls';
import type { SiteContext } from '../../../core/site/context';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { siteMyOrders } from './context';
import { orderStatusKey } from './order-state';

/** The list's address and words, per kind. */
export const orderListKinds = {
  orders: { path: '/my/orders', title: 'portal.orders.title', none: 'portal.orders.none' },
  quotes: { path: '/my/quotes', title: 'portal.quotes.title', none: 'portal.quotes.none' },
} as const satisfies Record<PortalOrderKind, { path: string; title: MessageKey; none: MessageKey }>;

/** The route's loader: the signed-in customer's list, or the sign-in page and back. */
export async function loadOrderList(kind: PortalOrderKind, request: Request, site: SiteContext) {
  const url = new URL(request.url);
  const list = await siteMyOrders(site).list(kind, portalOrderQuery(url.searchParams));
  if (!list) {
    const here = sitePath(site.urlPrefix, `${orderListKinds[kind].path}${url.search}`);
    throw redirect(`${sitePath(site.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`);
  }
  return { list };
}

const searchInKeys: Record<PortalOrderSearchIn, MessageKey> = {
  name: 'portal.orders.searchIn.name',
  product: 'portal.orders.searchIn.product',
  all: 'portal.orders.searchIn.all',
};
const sortKeys: Record<PortalOrderSort, MessageKey> = {
  date: 'portal.orders.sort.date',
  name: 'portal.orders.sort.name',
  amount: 'portal.orders.sort.amount',
};

export function OrderList({ kind, list }: { kind: PortalOrderKind; list: PortalOrderList }) {
  const t = useT();
  const to = useSitePath();
  const words = orderListKinds[kind];
  const base = to(words.path);
  const { query } = list;
  return (
    <section className="page portal" data-portal-list={kind}>
      <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
        <Link to={to('/my')}>{t('my.title')}</Link> / <span>{t(words.title)}</span>
      </nav>
      <h1>{t(words.title)}</h1>
      <PortalSearchPanel
        base={base}
        query={query}
        options={options}
        searchInLabels={searchInKeys}
        sortLabels={sortKeys}
      />
      {list.rows.length === 0 ? (
        <p className="portal__empty">{t(words.none)}</p>
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
                <td>{t(orderStatusKey(row))}</td>
                <td className="portal-table__amount">{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PortalPager base={base} query={query} options={options} total={list.total} />
    </section>
  );
}

/** /my/orders (issue 14, item 2): the signed-in customer's orders (order-list.tsx). */
import { pageSeo } from '../../../core/site/seo';
import { loadOrderList, OrderList } from './order-list';
import type { Route } from './+types/my-orders';
import portalCss from './portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.orders.title'), path: '/my/orders', noindex: true }));

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadOrderList('orders', request, context.vitrine);

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  return <OrderList kind="orders" list={loaderData.list} />;
}

/** /my/quotes (issue 14, item 2): the quotations sent to the signed-in customer (order-list.tsx). */
import { pageSeo } from '../../../core/site/seo';
import { loadOrderList, OrderList } from './order-list';
import type { Route } from './+types/my-quotes';
import portalCss from './portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.quotes.title'), path: '/my/quotes', noindex: true }));

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadOrderList('quotes', request, context.vitrine);

export default function MyQuotesPage({ loaderData }: Route.ComponentProps) {
  return <OrderList kind="quotes" list={loaderData.list} />;
}

/**
 * /my/invoices (issue 14, items 2 and 7): the customer's invoices, newest first, with SPEC §2's search
 * panel (invoice or order number), sorting and paging.
 */
import { redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import type { MessageKey } from '@shared/i18n';
import {
  portalInvoiceListOptions as options,
  type PortalInvoiceSearchIn,
  type PortalInvoiceSort,
} from '@shared/invoices/contract';
import { formatMoney } from '@shared/money';
import { portalListQuery } from '@shared/portal-list';
import { PortalPager, PortalSearchPanel } from '../../../core/site/components/portal-list-controls';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSite, useSitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/my-invoices';
import './context';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.invoices.title'), path: '/my/invoices', noindex: true }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await context.vitrine.myInvoices?.list(portalListQuery(url.searchParams, options));
  if (!list) {
    const here = sitePath(context.vitrine.urlPrefix, `/my/invoices${url.search}`);
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  return { list };
}

const searchInKeys: Record<PortalInvoiceSearchIn, MessageKey> = {
  name: 'portal.invoices.number',
  order: 'portal.invoices.order',
  all: 'portal.all',
};
const sortKeys: Record<PortalInvoiceSort, MessageKey> = {
  date: 'portal.newest',
  name: 'portal.invoices.number',
  amount: 'portal.invoices.total',
};

export default function MyInvoicesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  const { lang } = useSite();
  const { list } = loaderData;
  const base = to('/my/invoices');
  return (
    <section className="page portal">
      <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
        <Link to={to('/my')}>{t('my.title')}</Link> / <span>{t('portal.invoices.title')}</span>
      </nav>
      <h1>{t('portal.invoices.title')}</h1>
      <PortalSearchPanel
        base={base}
        query={list.query}
        options={options}
        searchInLabels={searchInKeys}
        sortLabels={sortKeys}
      />
      {list.rows.length === 0 ? (
        <p>{t('portal.invoices.none')}</p>
      ) : (
        <table className="portal-table">
          <thead>
            <tr>
              <th scope="col">{t('portal.invoices.number')}</th>
              <th scope="col">{t('portal.invoices.order')}</th>
              <th scope="col">{t('portal.invoices.date')}</th>
              <th scope="col">{t('portal.invoices.status')}</th>
              <th scope="col" className="portal-table__amount">
                {t('portal.invoices.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((invoice) => (
              <tr key={invoice.id} data-invoice-id={invoice.id}>
                <td>
                  <Link to={to(`/my/invoices/${invoice.id}`)}>{invoice.name}</Link>
                </td>
                <td>{invoice.orderName}</td>
                <td>{invoice.issuedAt.slice(0, 10)}</td>
                <td>
                  {t(invoice.paymentState === 'paid' ? 'portal.invoices.paid' : 'portal.invoices.notPaid')}
                </td>
                <td className="portal-table__amount">
                  {formatMoney(
                    { amount: invoice.amountTotal, currency: invoice.currency },
                    lang.replace('_', '-'),
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PortalPager base={base} query={list.query} options={options} total={list.total} />
    </section>
  );
}

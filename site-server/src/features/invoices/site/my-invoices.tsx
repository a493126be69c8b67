/** /my/invoices (issue 14, item 7): the customer's invoices, newest first. */
import { Link, redirect } from 'react-router';
import { formatMoney } from '@shared/money';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSite, useSitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/my-invoices';
import './context';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.invoices.title'), path: '/my/invoices', noindex: true }));

export async function loader({ context }: Route.LoaderArgs) {
  const invoices = await context.vitrine.myInvoices?.list();
  if (!invoices) {
    const here = sitePath(context.vitrine.urlPrefix, '/my/invoices');
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  return { invoices };
}

export default function MyInvoicesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  const { lang } = useSite();
  return (
    <section className="page portal">
      <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
        <Link to={to('/my')}>{t('my.title')}</Link> / <span>{t('portal.invoices.title')}</span>
      </nav>
      <h1>{t('portal.invoices.title')}</h1>
      {loaderData.invoices.length === 0 ? (
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
            {loaderData.invoices.map((invoice) => (
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
    </section>
  );
}

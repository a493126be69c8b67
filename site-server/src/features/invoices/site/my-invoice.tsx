/**
 * /my/invoices/{id} (issue 14, item 7; SPEC §2): the invoice in an embedded frame (its PDF), a print
 * link and a download, for its customer or whoever holds its link's access_token.
 */
import { data, redirect } from 'react-router';
import { idFrom } from '@shared/api/numeric';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/my-invoice';
import './context';

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) =>
    args.loaderData
      ? {
          title: t('portal.invoices.frame', args.loaderData.invoice.name),
          path: `/my/invoices/${args.loaderData.invoice.id}`,
          noindex: true,
        }
      : null,
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFrom(params.invoiceId);
  if (id === null) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get('access_token');
  const invoice = await context.vitrine.myInvoices?.invoice(id, token);
  // Someone else's invoice is a 404, as a missing one is.
  if (!invoice || invoice === 'missing') throw data(null, { status: 404 });
  if (invoice === 'signIn') {
    const here = sitePath(context.vitrine.urlPrefix, `/my/invoices/${id}`);
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  return { invoice };
}

export default function MyInvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const t = useT();
  const download = `${invoice.pdfUrl}${invoice.pdfUrl.includes('?') ? '&' : '?'}download=1`;
  return (
    <section className="page portal">
      <h1>{t('portal.invoices.frame', invoice.name)}</h1>
      <p>
        {invoice.orderName} · {invoice.issuedAt.slice(0, 10)} · <strong>{invoice.total}</strong> ·{' '}
        <span data-payment-state={invoice.paymentState}>
          {t(invoice.paymentState === 'paid' ? 'portal.invoices.paid' : 'portal.invoices.notPaid')}
        </span>
      </p>
      <p>
        {invoice.payUrl ? (
          <>
            <a href={invoice.payUrl} className="button" data-invoice-pay="">
              {t('portal.invoices.pay')}
            </a>{' '}
          </>
        ) : null}
        <a href={download} className={invoice.payUrl ? 'button button--secondary' : 'button'} download>
          {t('portal.invoices.download')}
        </a>{' '}
        <a href={invoice.pdfUrl} target="_blank" rel="noreferrer" className="button button--secondary">
          {t('portal.invoices.print')}
        </a>
      </p>
      <iframe
        src={invoice.pdfUrl}
        title={t('portal.invoices.frame', invoice.name)}
        style={{ width: '100%', height: '80vh', border: '1px solid #ddd' }}
      />
    </section>
  );
}

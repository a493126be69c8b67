/**
 * /my/orders/{order_id} (issue 14, items 3–4; SPEC §2): one order for its signed-in customer, or for
 * anyone holding its link's access_token; a side menu built from the page's h2 headings, the lines and
 * totals, the addresses. Another customer's order is the site's 404 page, as an unknown one is (issue
 * 25: ids cannot be probed); a visitor without a token is asked to sign in.
 */
import { useState } from 'react';
import { data, redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { idFrom } from '@shared/api/numeric';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { Chatter } from '../../chatter/site';
import { siteMyOrders } from './context';
import { orderListKinds } from './order-list';
import { orderStatusKey } from './order-state';
import { LinesHead, QuotationLines } from './quotation-lines';
import { SignatureForm } from './signature-form';
import type { Route } from './+types/my-order';
import portalCss from './portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) =>
    args.loaderData
      ? {
          title: t('portal.order.title', args.loaderData.order.name),
          path: `/my/orders/${args.loaderData.order.id}`,
          noindex: true,
        }
      : null,
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const orderId = idFrom(params.orderId);
  if (orderId === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const token = url.searchParams.get('access_token');
  const order = await siteMyOrders(context.vitrine).order(orderId, token);
  if (order === 'signIn') {
    const here = sitePath(context.vitrine.urlPrefix, `/my/orders/${orderId}`);
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  if (order === 'missing') throw data(null, { status: 404 });
  // The portal chatter: the customer (signed in, or by the link's token) and sales staff talk here.
  const messages = await context.vitrine.chatter?.init({
    res_model: 'sale.order',
    res_id: order.id,
    allow_composer: true,
    ...(token ? { token } : {}),
  });
  return { order, signedIn: context.vitrine.user !== null, accessToken: token, messages: messages ?? null };
}

export default function MyOrderPage({ loaderData }: Route.ComponentProps) {
  const { order, signedIn, accessToken, messages } = loaderData;
  const t = useT();
  const to = useSitePath();
  // The totals after a line changed (the server's order_totals_table), else the page's own.
  const [totalsHtml, setTotalsHtml] = useState<string | null>(null);
  const [total, setTotal] = useState(order.total);
  // Back to the list the document shows in: a quotation waiting for the customer, or an order.
  const list = order.state === 'sent' ? 'quotes' : 'orders';
  const sections = [
    { id: 'order-lines', title: t('portal.order.lines') },
    ...(order.editable ? [{ id: 'order-sign', title: t('portal.sign.title') }] : []),
    { id: 'order-addresses', title: t('portal.order.addresses') },
    // The chatter's own heading (its section's id is "chatter").
    ...(messages ? [{ id: 'chatter', title: t('portal.order.messages') }] : []),
  ];
  const onTotals = (html: string) => {
    setTotalsHtml(html);
    setTotal(/data-order-total="">([^<]*)</.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? total);
  };
  // The fallback call's total (SPEC §7): in the side menu and in the totals table.
  const onTotal = (formatted: string) => {
    setTotal(formatted);
    const cell = formatted.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    setTotalsHtml((html) => html && html.replace(/(data-order-total="">)[^<]*/, `$1${cell}`));
  };
  return (
    <section className="page portal portal-document">
      {signedIn ? (
        <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
          <Link to={to('/my')}>{t('my.title')}</Link> /{' '}
          <Link to={to(orderListKinds[list].path)}>{t(orderListKinds[list].title)}</Link> /{' '}
          <span>{order.name}</span>
        </nav>
      ) : null}
      <div className="portal-document__layout">
        <aside className="portal-document__menu">
          <p className="portal-document__total">
            {t('portal.orders.total')} <strong data-order-total="">{total}</strong>
          </p>
          <nav aria-label={t('portal.order.menu')}>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="portal-document__actions">
            <a
              href={`${order.pdfUrl}${order.pdfUrl.includes('?') ? '&' : '?'}download=1`}
              className="button"
              download
              data-order-pdf=""
            >
              {t('portal.order.download')}
            </a>{' '}
            <a href={order.pdfUrl} target="_blank" rel="noreferrer" className="button button--secondary">
              {t('portal.order.print')}
            </a>
          </p>
        </aside>
        <div className="portal-document__body">
          <h1>{t('portal.order.title', order.name)}</h1>
          <p className="portal-document__meta">
            <span data-order-state={order.state}>{t(orderStatusKey(order))}</span> ·{' '}
            <time dateTime={order.date}>{order.date.slice(0, 10)}</time>
          </p>
          <h2 id="order-lines">{t('portal.order.lines')}</h2>
          {order.editable ? (
            <QuotationLines
              order={order}
              accessToken={accessToken}
              onTotals={onTotals}
              onTotal={onTotal}
              totals={
                totalsHtml ? (
                  <div className="portal-totals" dangerouslySetInnerHTML={{ __html: totalsHtml }} />
                ) : (
                  <table className="portal-totals">
                    <tbody>
                      <tr>
                        <th>{t('shop.cart.untaxed')}</th>
                        <td>{order.untaxed}</td>
                      </tr>
                      <tr>
                        <th>{t('shop.cart.taxes')}</th>
                        <td>{order.tax}</td>
                      </tr>
                      <tr>
                        <th>{t('shop.cart.total')}</th>
                        <td>
                          <strong data-order-total="">{total}</strong>
                        </td>
                      </tr>
                    </tbody>
                  </table>
                )
              }
            />
          ) : (
            <table className="portal-table" aria-label={t('portal.order.lines')}>
              <LinesHead />
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id} data-order-line-id={line.id}>
                    <td>
                      {line.name}
                      {line.description ? (
                        <small className="portal-table__note">{line.description}</small>
                      ) : null}
                    </td>
                    <td className="portal-table__amount">{line.quantity}</td>
                    <td className="portal-table__amount">{line.unitPrice}</td>
                    <td className="portal-table__amount">{line.subtotal}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('shop.cart.untaxed')}
                  </th>
                  <td className="portal-table__amount">{order.untaxed}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('shop.cart.taxes')}
                  </th>
                  <td className="portal-table__amount">{order.tax}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('shop.cart.total')}
                  </th>
                  <td className="portal-table__amount">
                    <strong>{order.total}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
          {order.signed ? (
            <section className="portal-signed" data-signed-by={order.signed.by}>
              <p>{t('portal.sign.signedBy', order.signed.by, order.signed.at.slice(0, 10))}</p>
              {order.signed.image ? (
                <img src={order.signed.image} alt={t('portal.sign.image')} width={250} />
              ) : null}
            </section>
          ) : null}
          {order.editable ? (
            <SignatureForm
              orderId={order.id}
              accessToken={accessToken}
              defaultName={order.billing.name}
              drawing={order.signatureRequired}
            />
          ) : null}
          <h2 id="order-addresses">{t('portal.order.addresses')}</h2>
          <div className="portal-addresses">
            <article>
              <h3>{t('checkout.address.billing')}</h3>
              <address>{[order.billing.name, ...order.billing.lines].join('\n')}</address>
            </article>
            <article>
              <h3>{t('checkout.address.shipping')}</h3>
              <address>{[order.shipping.name, ...order.shipping.lines].join('\n')}</address>
            </article>
          </div>
          {messages ? <Chatter key={order.id} initial={messages} /> : null}
        </div>
      </div>
    </section>
  );
}

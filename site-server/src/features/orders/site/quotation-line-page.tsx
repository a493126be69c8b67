/**
 * /my/orders/{order_id}/update_line/{line_id}[/remove|/unlink] (SPEC §2's line-update links, issue 25
 * item 10): the −, + and × of a quotation's line opened without JavaScript, or in a new tab. Opening
 * it changes nothing (a GET is safe: link prefetchers and crawlers open links too); the page says what
 * the link changes and its button posts, with the csrf_token, to make the change and go back to the
 * quotation. With JavaScript the links call update_line_dict in place (quotation-lines.tsx).
 */
import { data, redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { idFrom } from '@shared/api/numeric';
import type { PortalLineChange, PortalLineRefusal } from '@shared/orders/portal';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { readSiteForm } from '../../../core/site/forms.server';
import { safeRedirect } from '../../../core/site/safe-redirect';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useT } from '../../../core/site/shell-data';
import { siteMyOrders } from './context';
import type { Route } from './+types/quotation-line-page';
import portalCss from './portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) =>
    args.loaderData
      ? {
          title: t('portal.line.title', args.loaderData.orderName),
          path: `/my/orders/${args.params.orderId}/update_line/${args.params.lineId}`,
          noindex: true,
        }
      : null,
  );

const refusalKeys = {
  lineMissing: 'portal.line.lineMissing',
  notOpen: 'portal.line.notOpen',
  tooMany: 'portal.line.tooMany',
} as const satisfies Record<Exclude<PortalLineRefusal, 'missing'>, string>;

/** The link's address: the order, its line, and what the last segment says (none: one more). */
function linkOf(params: Route.LoaderArgs['params']) {
  const orderId = idFrom(params.orderId);
  const lineId = idFrom(params.lineId);
  const change: PortalLineChange | null =
    params.change === undefined
      ? 'more'
      : params.change === 'remove'
        ? 'less'
        : params.change === 'unlink'
          ? 'unlink'
          : null;
  if (orderId === null || lineId === null || change === null) throw data(null, { status: 404 });
  return { orderId, lineId, change };
}

/** The quotation's page, with the link's access_token when it came with one. */
function quotationPath(urlPrefix: string, orderId: number, token: string | null) {
  const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
  return safeRedirect(`${sitePath(urlPrefix, `/my/orders/${orderId}`)}${query}`);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { orderId, lineId, change } = linkOf(params);
  const url = new URL(request.url);
  const token = url.searchParams.get('access_token');
  const order = await siteMyOrders(context.vitrine).order(orderId, token);
  if (order === 'signIn') {
    const login = sitePath(context.vitrine.urlPrefix, '/web/login');
    throw redirect(`${login}?redirect=${encodeURIComponent(url.pathname)}`);
  }
  // Another's order is no different from one that does not exist.
  if (order === 'missing') throw data(null, { status: 404 });
  const back = quotationPath(context.vitrine.urlPrefix, orderId, token);
  const line = order.lines.find((each) => each.id === lineId && each.kind === 'product');
  const page = { orderName: order.name, back, change, line: line ?? null };
  if (!order.editable) return data({ ...page, refusal: 'notOpen' as const }, { status: 409 });
  if (!line) return data({ ...page, refusal: 'lineMissing' as const }, { status: 404 });
  return { ...page, refusal: null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readSiteForm(request, context);
  const { orderId, lineId, change } = linkOf(params);
  const token = new URL(request.url).searchParams.get('access_token');
  const refusal = await siteMyOrders(context.vitrine).changeLine(orderId, token, lineId, change);
  if (refusal === 'missing') throw data(null, { status: 404 });
  if (refusal) return data({ refusal }, { status: 409 });
  throw redirect(`${quotationPath(context.vitrine.urlPrefix, orderId, token)}#order-lines`, 303);
}

export default function QuotationLinePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { orderName, back, change, line } = loaderData;
  const refusal = actionData?.refusal ?? loaderData.refusal;
  const after = line
    ? change === 'more'
      ? line.quantity + 1
      : change === 'less'
        ? line.quantity - 1
        : 0
    : 0;
  return (
    <section className="page portal portal-line">
      <h1>{t('portal.line.title', orderName)}</h1>
      {refusal || !line ? (
        <p role="alert" className="alert alert--error">
          {t(refusalKeys[refusal ?? 'lineMissing'])}
        </p>
      ) : (
        <form method="post" className="portal-line__form">
          <CsrfField />
          <p>
            {after > 0
              ? t('portal.line.quantity', line.name, String(line.quantity), String(after))
              : t('portal.line.unlinkAsk', line.name)}
          </p>
          <button type="submit" className="button">
            {change === 'more'
              ? t('portal.order.more')
              : change === 'less'
                ? t('portal.order.less')
                : t('portal.order.removeLine', line.name)}
          </button>
        </form>
      )}
      <p>
        <Link to={back}>{t('portal.line.back')}</Link>
      </p>
    </section>
  );
}

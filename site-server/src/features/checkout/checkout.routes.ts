import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { WAITING_FOR_PAYMENT, type OrderStatusResult } from '../../../../shared/checkout/contract';
import { idFrom, MAX_ID, numeric } from '../../../../shared/api/numeric';
import type { RequestContext } from '../../core/context';
import { ORDER_MISSING, type OrderService, type SaleOrder, orderOfCookie } from '../orders';
import type { PaymentService } from '../payment';
import { updateCarrierParams, type UpdateCarrierResult } from '../../../../shared/shipping/contract';
import { priceView } from '../../../../shared/catalog/price-view';
import { isLangCode } from '../../../../shared/i18n';
import { MissingError, ValidationError } from '../../core/errors';
import type { Platform } from '../../platform';
import { ADDRESS_MISSING, type CheckoutService } from './checkout.service';
import { cartOwnerOf, type CartService } from '../cart';
import { safeRedirect } from '../../core/site/safe-redirect';
import { formCsrfCheck } from '../../core/http/form-csrf';
import { clientKey, rateLimit } from '../../core/http/rate-limit';
import { underLangPrefix } from '../../../../shared/i18n';

const PAID = 'Your payment has been received.';
const orderIdParam = numeric(z.number().int().positive().max(MAX_ID));

export interface CheckoutRoutesDeps {
  platform: Platform;
  carts: CartService;
  orders: OrderService;
  payments: PaymentService;
  checkout: CheckoutService;
}

/** The order of the visitor's order cookie (or of the signed-in buyer), when it is `orderId` if given. */
function visitorProof(ctx: RequestContext, req: Request, orderId?: unknown) {
  const named = orderOfCookie(req);
  const wanted = orderId === undefined ? named?.id : orderIdParam.safeParse(orderId).data;
  if (!wanted) throw new MissingError(ORDER_MISSING);
  return { orderId: wanted, proof: { token: named?.token ?? null, userId: ctx.user?.id ?? null } };
}

async function visitorOrder(deps: CheckoutRoutesDeps, ctx: RequestContext, req: Request, orderId?: unknown) {
  const { orderId: wanted, proof } = visitorProof(ctx, req, orderId);
  return deps.orders.forVisitor(ctx.em, wanted, proof);
}

/** The polled order's state only (one light read per poll). */
async function visitorOrderState(
  deps: CheckoutRoutesDeps,
  ctx: RequestContext,
  req: Request,
  orderId: unknown,
) {
  const { orderId: wanted, proof } = visitorProof(ctx, req, orderId);
  return deps.orders.stateForVisitor(ctx.em, wanted, proof);
}

async function statusOf(
  deps: CheckoutRoutesDeps,
  ctx: RequestContext,
  order: Pick<SaleOrder, 'id' | 'state'>,
): Promise<OrderStatusResult> {
  if (order.state === 'sale' || order.state === 'done') return { recall: false, message: PAID };
  const transaction = await deps.payments.latest(ctx.em, order.id);
  // A refused payment, or a bank transfer that waits for the customer: nothing to poll for.
  if (
    !transaction ||
    transaction.state === 'cancel' ||
    transaction.state === 'error' ||
    transaction.provider === 'transfer'
  )
    return { recall: false, message: transaction?.stateMessage ?? '' };
  return { recall: true, message: WAITING_FOR_PAYMENT };
}

/** Payment attempts: card testing tries many cards on one order, or many orders from one place. */
export const PAYMENT_ATTEMPTS_PER_ORDER = 10;
const TEN_MINUTES = 10 * 60_000;
const TOO_MANY_PAYMENTS = 'Too many payment attempts. Please wait a few minutes and try again.';

/** SPEC §7: the status page's poll and the last order's tracking data. */
export function checkoutRoutes(router: Router, deps: CheckoutRoutesDeps) {
  const { kit } = deps.platform;
  const paymentPost = underLangPrefix('\\/shop\\/payment(?:\\.data)?');
  router.post(
    paymentPost,
    rateLimit(deps.platform.transaction, {
      name: 'checkout.payments-per-order',
      windowMs: TEN_MINUTES,
      limit: PAYMENT_ATTEMPTS_PER_ORDER,
      // The whole cookie (id and token): a forged cookie naming someone's order counts apart from theirs.
      key: (req) => {
        const named = orderOfCookie(req);
        return named ? `order:${named.id}.${named.token}` : `ip:${clientKey(req.ip)}`;
      },
      message: TOO_MANY_PAYMENTS,
    }),
    rateLimit(deps.platform.transaction, {
      name: 'checkout.payments-per-client',
      windowMs: TEN_MINUTES,
      limit: deps.platform.config.paymentLimitPer10Minutes,
      message: TOO_MANY_PAYMENTS,
    }),
  );
  const read = (req: Request, work: (ctx: RequestContext) => Promise<unknown>) =>
    kit.withManager((em) => work(kit.context(req, em)));

  // SPEC: a GET JSON-RPC call; the POST form of JSON-RPC answers the same.
  router.get('/shop/payment/get_status/:order_id', async (req: Request, res: Response) => {
    req.vitrine.kind = 'rpc';
    const result = await read(req, async (ctx) =>
      statusOf(deps, ctx, await visitorOrderState(deps, ctx, req, req.params.order_id)),
    );
    res.set('Cache-Control', 'no-store').json({ jsonrpc: '2.0', id: null, result });
  });
  kit.rpc(
    router,
    '/shop/payment/get_status/:order_id',
    z.object({}).passthrough(),
    async (ctx, _params, req) =>
      statusOf(deps, ctx, await visitorOrderState(deps, ctx, req, req.params.order_id)),
    { readOnly: true },
  );

  // The checkout page's shipping choice, before "Confirm order": what the order will come to with it,
  // formatted for the shopper (Odoo's answer fields).
  kit.rpc(router, '/shop/update_carrier', updateCarrierParams, async (ctx, params, req) => {
    const cart = await deps.carts.peek(ctx.em, cartOwnerOf(req));
    if (!cart) throw new MissingError(ADDRESS_MISSING);
    const lang = isLangCode(ctx.lang) ? ctx.lang : 'en_US';
    let problem = '';
    try {
      await deps.checkout.chooseShipping(ctx.em, cart, params.carrier_id);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problem = error.message;
    }
    const quote = await deps.checkout.quote(ctx.em, cart, lang);
    if (!quote) throw new MissingError(ADDRESS_MISSING);
    const { priced } = quote;
    const money = (amount: number) => priceView(amount, priced.currency, lang).formatted;
    const result: UpdateCarrierResult = {
      status: !problem,
      error_message: problem,
      carrier_id: priced.shippingMethodId ?? params.carrier_id,
      is_free_delivery: priced.shippingTotal === 0,
      new_amount_delivery: money(priced.shippingTotal),
      new_amount_untaxed: money(priced.amountUntaxed),
      new_amount_tax: money(priced.amountTax),
      new_amount_total: money(priced.amountTotal),
    };
    return result;
  });

  // SPEC §7: the address cards' shipping form (posted with xhr=1 by the page, which then reloads its
  // data: the answer is 'ok'); without JavaScript the post goes back to the checkout page.
  const checked = formCsrfCheck({ secret: deps.platform.config.sessionSecret, maxBodyBytes: 16 * 1024 });
  router.post('/shop/checkout', checked, async (req: Request, res: Response) => {
    const form = new URLSearchParams(req.vitrine.rawBody?.toString('utf8') ?? '');
    const addressId = idFrom(form.get('shipping_id'));
    if (addressId === null) throw new ValidationError(ADDRESS_MISSING);
    await deps.platform.transaction(async (em) => {
      const cart = await deps.carts.peek(em, cartOwnerOf(req));
      if (!cart) throw new MissingError(ADDRESS_MISSING);
      await deps.checkout.shipTo(em, cart, addressId);
    });
    if (form.get('xhr') === '1') res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
    else res.redirect(303, safeRedirect(form.get('redirect'), '/shop/checkout'));
  });

  const tracking = async (ctx: RequestContext, req: Request) => {
    const order = await visitorOrder(deps, ctx, req);
    const transaction = await deps.payments.latest(ctx.em, order.id);
    // Amounts as every wire price is: a decimal in the currency (1447.88), not minor units.
    const decimal = (amount: number) => priceView(amount, order.currency, order.lang).amount;
    return {
      transaction: {
        id: order.name,
        reference: transaction?.reference ?? null,
        state: transaction?.state ?? null,
        revenue: decimal(order.amountTotal),
        tax: decimal(order.amountTax),
        shipping: decimal(await deps.orders.shippingTotal(ctx.em, order.id)),
        currency: order.currency,
      },
      // The products sold (analytics' items); discounts and shipping are in the amounts.
      lines: (order.lines ?? [])
        .filter((line) => line.kind === 'product')
        .map((line) => ({
          sku: line.productId,
          name: line.name,
          price: decimal(line.unitPrice),
          quantity: line.quantity,
        })),
    };
  };
  router.get('/shop/tracking_last_order', async (req: Request, res: Response) => {
    req.vitrine.kind = 'rpc';
    res.set('Cache-Control', 'no-store').json(await read(req, (ctx) => tracking(ctx, req)));
  });
  kit.rpc(
    router,
    '/shop/tracking_last_order',
    z.object({}).passthrough(),
    (ctx, _params, req) => tracking(ctx, req),
    {
      readOnly: true,
    },
  );
}

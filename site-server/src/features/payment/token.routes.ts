import type { Router } from 'express';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  cardTypeOf,
  digitsOf,
  parseExpiry,
  validCardNumber,
  validCvc,
  validExpiry,
} from '../../../../shared/payment/card';
import {
  DEMO_TOKEN_ROUTE,
  paymentMessages,
  STRIPE_SETUP_INTENT_ROUTE,
  STRIPE_TOKEN_ROUTE,
  type TokenCreateResult,
  type TokenLinkedRecord,
} from '../../../../shared/payment/contract';
import type { RequestContext } from '../../core/context';
import { clientKey, rateLimit } from '../../core/http/rate-limit';
import { AuthError, ValidationError } from '../../core/errors';
import { newAccessToken } from '../../core/security/access-token';
import type { Platform } from '../../platform';
import type { CustomerService } from '../customers';
import type { OrderService } from '../orders';
import { PaymentToken } from './payment-token.entity';
import type { PaymentTokenService } from './payment-tokens.service';
import { PaymentTransaction } from './payment-transaction.entity';
import type { ProviderSettingsService } from './provider-settings.service';
import type { StripeClients } from './providers/stripe';

export const NOT_YOUR_CARD = 'This card was not set up for your account.';
export const CARD_SAVES_PER_10_MINUTES = 20;

export interface TokenRoutesDeps {
  platform: Platform;
  customers: CustomerService;
  orders: OrderService;
  tokens: PaymentTokenService;
  providers: ProviderSettingsService;
  stripe: StripeClients;
}

const demoCard = z
  .object({
    cc_number: z.string().max(30).default(''),
    cc_cvc: z.string().max(10).default(''),
    cc_expiry: z.string().max(10).default(''),
    cc_brand: z.string().max(20).default(''),
    cc_holder_name: z.string().max(200).default(''),
    verify_validity: z.unknown().optional(),
    data_set: z.string().max(200).optional(),
  })
  .passthrough();
const ids = z.array(z.coerce.number().int().positive()).max(100);

/** The signed-in visitor's customer record: saved cards belong to accounts. */
async function customerOf(deps: TokenRoutesDeps, ctx: RequestContext) {
  if (!ctx.user) throw new AuthError('You must be signed in to do this.');
  return deps.customers.forUser(ctx.em, ctx.user);
}

async function enabled(deps: TokenRoutesDeps, ctx: RequestContext, code: 'demo' | 'stripe') {
  const settings = await deps.providers.get(ctx.em, code);
  if (!settings.enabled) throw new ValidationError(paymentMessages.cannotAddMethod);
  return settings;
}

/** SPEC §7: the card forms' token routes, the Stripe setup intent, and payment.token's model calls. */
export function tokenRoutes(router: Router, deps: TokenRoutesDeps) {
  const { kit } = deps.platform;
  // Saving cards is where card testing would hide: a few a minute per account (or address).
  const limited = {
    before: [
      rateLimit(deps.platform.transaction, {
        name: 'payment.card-saves',
        windowMs: 10 * 60_000,
        limit: CARD_SAVES_PER_10_MINUTES,
        key: (req) => (req.vitrine.user ? `user:${req.vitrine.user.id}` : `ip:${clientKey(req.ip)}`),
        message: 'Too many cards tried. Please wait a few minutes and try again.',
      }),
    ],
  };

  // The demo provider's card form: checked by SPEC §5's rules; wrong details answer result false, no message.
  kit.rpc(
    router,
    DEMO_TOKEN_ROUTE,
    demoCard,
    async (ctx, card): Promise<TokenCreateResult> => {
      const customer = await customerOf(deps, ctx);
      await enabled(deps, ctx, 'demo');
      const number = digitsOf(card.cc_number);
      const expiry = parseExpiry(card.cc_expiry);
      if (
        !validCardNumber(number) ||
        !validCvc(card.cc_cvc, cardTypeOf(number)) ||
        !expiry ||
        !validExpiry(card.cc_expiry)
      )
        return { result: false };
      const token = await deps.tokens.save(ctx.em, customer.id, 'demo', {
        providerReference: `demo_${newAccessToken(12)}`,
        providerCustomer: null,
        brand: cardTypeOf(number) ?? 'card',
        last4: number.slice(-4),
        expMonth: expiry.month,
        expYear: expiry.year,
      });
      return { result: true, id: token.id, '3d_secure': false };
    },
    limited,
  );

  // Stripe: a SetupIntent for the customer's Stripe customer (made once, tagged with ours).
  kit.rpc(
    router,
    STRIPE_SETUP_INTENT_ROUTE,
    z.object({ acquirer_id: z.unknown().optional() }).passthrough(),
    async (ctx) => {
      const customer = await customerOf(deps, ctx);
      const settings = await enabled(deps, ctx, 'stripe');
      const stripe = deps.stripe.of(settings);
      const known = await ctx.em
        .getRepository(PaymentToken)
        .findOne({ where: { customerId: customer.id, provider: 'stripe' }, order: { id: 'DESC' } });
      const stripeCustomer =
        known?.providerCustomer ??
        (
          await stripe.customers.create(
            {
              email: customer.email,
              name: customer.name,
              metadata: { vitrine_customer: String(customer.id) },
            },
            { idempotencyKey: `setup-customer-${customer.id}-${newAccessToken(6)}` },
          )
        ).id;
      const intent = await stripe.setupIntents.create({
        customer: stripeCustomer,
        usage: 'on_session',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { vitrine_customer: String(customer.id) },
      });
      return { client_secret: intent.client_secret };
    },
    { ...limited, readOnly: true },
  );

  // Stripe: the card Stripe.js set up becomes a token, once Stripe confirms it is this customer's.
  kit.rpc(
    router,
    STRIPE_TOKEN_ROUTE,
    z.object({ payment_method: z.string().regex(/^pm_[A-Za-z0-9_]{4,200}$/) }).passthrough(),
    async (ctx, params): Promise<TokenCreateResult> => {
      const customer = await customerOf(deps, ctx);
      const settings = await enabled(deps, ctx, 'stripe');
      const stripe = deps.stripe.of(settings);
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(params.payment_method);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) return { result: false, error: error.message };
        throw error;
      }
      const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      const stripeCustomer = owner ? await stripe.customers.retrieve(owner) : null;
      if (
        !stripeCustomer ||
        stripeCustomer.deleted ||
        stripeCustomer.metadata.vitrine_customer !== String(customer.id)
      )
        return { result: false, error: NOT_YOUR_CARD };
      const token = await deps.tokens.save(ctx.em, customer.id, 'stripe', {
        providerReference: method.id,
        providerCustomer: owner,
        brand: method.card?.brand ?? 'card',
        last4: method.card?.last4 ?? '',
        expMonth: method.card?.exp_month ?? 0,
        expYear: method.card?.exp_year ?? 0,
      });
      return { result: true, id: token.id, '3d_secure': false };
    },
    limited,
  );

  // SPEC §7: what a card is linked to (the orders it paid), before the owner deletes it.
  deps.platform.callKw.register(
    'payment.token',
    'get_linked_records',
    { access: 'user' },
    async (ctx, input) => {
      const customer = await customerOf(deps, ctx);
      const linked: Record<number, TokenLinkedRecord[]> = {};
      for (const id of ids.parse(input.args[0] ?? [])) {
        await deps.tokens.ofCustomer(ctx.em, id, customer.id);
        const payments = await ctx.em
          .getRepository(PaymentTransaction)
          .find({ where: { tokenId: id, operation: 'payment' }, order: { id: 'ASC' } });
        const orderIds = [...new Set(payments.map((payment) => payment.orderId))];
        linked[id] = [];
        for (const orderId of orderIds) {
          const order = await deps.orders
            .forVisitor(ctx.em, orderId, { token: null, userId: ctx.user!.id })
            .catch(() => null);
          if (order)
            linked[id].push({
              name: order.name,
              description: `Order ${order.name}`,
              url:
                new URL(deps.orders.mails.link(order)).pathname +
                new URL(deps.orders.mails.link(order)).search,
            });
        }
      }
      return linked;
    },
  );

  // SPEC §7: deletes the owner's cards (archived: the payments made with them keep pointing at them).
  deps.platform.callKw.register('payment.token', 'unlink', { access: 'user' }, async (ctx, input) => {
    const customer = await customerOf(deps, ctx);
    for (const id of ids.parse(input.args[0] ?? [])) await deps.tokens.archive(ctx.em, id, customer.id);
    return true;
  });
}

import express, { type Request, type Response, type Router } from 'express';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  NO_TX_FOUND,
  PAYMENT_RETURN_PATH,
  paymentMessages,
  paysThroughForm,
  PREPARE_TX_ROUTE,
  TX_PROCESS_RETRY,
  type PolledTransaction,
  type ProcessPollResult,
} from '../../../../shared/payment/contract';
import type { RequestContext } from '../../core/context';
import { MissingError, ValidationError } from '../../core/errors';
import { safeRedirect } from '../../core/site/safe-redirect';
import type { Platform } from '../../platform';
import type { CustomerService } from '../customers';
import { ORDER_MISSING, orderOfCookie, rememberOrder, type OrderService } from '../orders';
import type { PaymentTransaction } from './payment-transaction.entity';
import type { PaymentService } from './payment.service';
import { STRIPE_WEBHOOK_PATH, type ProviderSettingsService } from './provider-settings.service';
import { outcomeOfIntent, type StripeClients } from './providers/stripe';

const PAYMENT_PROCESS_PATH = '/payment/process';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const BAD_SIGNATURE =
  'The webhook’s signature does not match: it was not sent by Stripe with this shop’s secret.';
export const UNKNOWN_INTENT = 'No payment of this shop matches this payment intent.';

export interface PaymentRoutesDeps {
  platform: Platform;
  orders: OrderService;
  payments: PaymentService;
  providers: ProviderSettingsService;
  stripe: StripeClients;
  customers: CustomerService;
}

/** The visitor's latest payment: of the order their cookie (or account) names. */
async function visitorTransaction(deps: PaymentRoutesDeps, ctx: RequestContext, req: Request) {
  const named = orderOfCookie(req);
  if (!named) return null;
  const order = await deps.orders
    .stateForVisitor(ctx.em, named.id, { token: named.token, userId: ctx.user?.id ?? null })
    .catch(() => null);
  return order ? deps.payments.latest(ctx.em, order.id) : null;
}

function polled(transaction: PaymentTransaction, publishableKey: string): PolledTransaction {
  return {
    reference: transaction.reference,
    state: transaction.state,
    acquirer_provider: transaction.provider,
    return_url: PAYMENT_RETURN_PATH,
    state_message: transaction.stateMessage,
    ...(transaction.provider === 'stripe' && transaction.state === 'pending' && transaction.clientSecret
      ? { stripe_publishable_key: publishableKey, stripe_payment_intent_secret: transaction.clientSecret }
      : {}),
  };
}

/** A SetupIntent of the signed-in customer, as Stripe reports it: done, or error. */
async function setupState(deps: PaymentRoutesDeps, ctx: RequestContext, id: string) {
  if (!ctx.user) throw new MissingError(ORDER_MISSING);
  const settings = await deps.providers.get(ctx.em, 'stripe');
  const customer = await deps.customers.forUser(ctx.em, ctx.user);
  const intent = await deps.stripe.of(settings).setupIntents.retrieve(id);
  if (intent.metadata?.vitrine_customer !== String(customer.id)) throw new MissingError(ORDER_MISSING);
  return { state: intent.status === 'succeeded' ? 'done' : 'error', reference: intent.id };
}

/** SPEC §7: /payment/process/poll, Stripe's return from 3-D Secure, and Stripe's webhooks. */
export function paymentRoutes(router: Router, deps: PaymentRoutesDeps) {
  const { kit } = deps.platform;

  kit.rpc(
    router,
    '/payment/process/poll',
    z.object({}).passthrough(),
    async (ctx, _params, req): Promise<ProcessPollResult> => {
      let transaction = await visitorTransaction(deps, ctx, req);
      if (!transaction) return { success: false, error: NO_TX_FOUND };
      // Still starting (the provider has not answered yet): the page polls again.
      if (transaction.state === 'draft') return { success: false, error: TX_PROCESS_RETRY };
      // A poll may race the webhook: both settle by a conditional update, one of them moves it.
      transaction = await deps.payments.refresh(transaction).catch(() => transaction!);
      // Stripe's key goes with a payment waiting for 3-D Secure only.
      const key = transaction.clientSecret ? (await deps.providers.get(ctx.em, 'stripe')).publishableKey : '';
      return { success: true, transactions: [polled(transaction, key)] };
    },
    { readOnly: true },
  );

  // After Stripe.js authenticated the card: the server asks Stripe (never the browser) where the intent stands.
  kit.rpc(
    router,
    '/payment/stripe/s2s/process_payment_intent',
    // After a failed authentication Stripe.js gives no PaymentIntent: no id (or null), and the error's words.
    z
      .object({
        reference: z.string().max(40).optional(),
        id: z.string().max(100).nullish(),
        error: z.string().max(1000).nullish(),
      })
      .passthrough(),
    async (ctx, params, req) => {
      // The card form's SetupIntent (a card saved, no payment): Stripe says whether it succeeded.
      if (params.id?.startsWith('seti_')) return setupState(deps, ctx, params.id);
      const transaction = await visitorTransaction(deps, ctx, req);
      if (
        !transaction ||
        transaction.provider !== 'stripe' ||
        (params.reference && params.reference !== transaction.reference)
      )
        throw new MissingError(ORDER_MISSING);
      const settled = await deps.payments.refresh(transaction);
      return { state: settled.state, reference: settled.reference };
    },
    { readOnly: true },
  );

  // SPEC §7: a payment form's prepare_tx_url. The order (by its link's token, or the visitor's own by
  // their order cookie) gets a transaction with a provider paid on a form of its own (FORM_PROVIDERS: the
  // bank transfer); the answer is a form the page submits. Card providers have no form to go to.
  kit.rpc(
    router,
    PREPARE_TX_ROUTE,
    z
      .object({
        acquirer_id: z.string().max(20),
        order_id: z.coerce.number().int().positive(),
        access_token: z.string().max(100).default(''),
        save_token: z.unknown().optional(),
        success_url: z.string().max(2000).optional(),
        error_url: z.string().max(2000).optional(),
        callback_method: z.string().max(100).optional(),
      })
      .passthrough(),
    async (ctx, params, req, res) => {
      const cookie = orderOfCookie(req);
      const token = params.access_token || (cookie?.id === params.order_id ? cookie.token : null);
      const order = await deps.orders
        .forVisitor(ctx.em, params.order_id, { token, userId: ctx.user?.id ?? null })
        .catch(() => null);
      if (!order) throw new MissingError(ORDER_MISSING);
      if (!paysThroughForm(params.acquirer_id)) throw new ValidationError(paymentMessages.cannotRedirect);
      await deps.payments.pay(order.id, { provider: params.acquirer_id });
      rememberOrder(req, res, order);
      const target = safeRedirect(params.success_url, PAYMENT_PROCESS_PATH);
      return `<form method="get" action="${escapeHtml(target)}" data-auto-submit="1"></form>`;
    },
    { readOnly: true },
  );

  router.post(
    STRIPE_WEBHOOK_PATH,
    express.raw({ type: () => true, limit: 512 * 1024 }),
    async (req: Request, res: Response) => {
      req.vitrine.kind = 'api';
      const settings = await deps.providers.get(deps.platform.dataSource.manager, 'stripe');
      let event: Stripe.Event;
      try {
        if (!settings.webhookSecret || !settings.secretKey) throw new Error('no secret');
        event = deps.stripe
          .of(settings)
          .webhooks.constructEvent(
            req.body as Buffer,
            req.get('stripe-signature') ?? '',
            settings.webhookSecret,
          );
      } catch {
        res.status(400).json({ error: BAD_SIGNATURE });
        return;
      }
      if (!event.type.startsWith('payment_intent.')) {
        res.json({ received: true });
        return;
      }
      const intent = event.data.object as Stripe.PaymentIntent;
      const transaction = await deps.payments.byProviderReference(
        deps.platform.dataSource.manager,
        'stripe',
        intent.id,
      );
      if (!transaction) {
        res.status(400).json({ error: UNKNOWN_INTENT });
        return;
      }
      // The event's intent is signed; its state is applied like a poll's (a replay finds it applied).
      const outcome = outcomeOfIntent(intent);
      if (outcome.state === 'pending' && transaction.state !== 'draft') {
        res.json({ received: true });
        return;
      }
      const settled =
        transaction.saveToken && outcome.state === 'done'
          ? await deps.payments.refresh(transaction) // the card to keep comes with the full intent
          : await deps.platform.transaction((em) => deps.payments.settle(em, transaction.id, outcome));
      res.json({ received: true, state: settled.state });
    },
  );
}

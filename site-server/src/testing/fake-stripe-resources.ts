/**
 * The fake Stripe's REST resources (fake-stripe.ts serves them over HTTP): customers, payment methods,
 * payment and setup intents with 3-D Secure, and refunds, kept in the fake's maps. Kept apart from the
 * HTTP side (keys, idempotency, dropped answers, webhooks) so each reads on its own.
 */
import { randomBytes } from 'node:crypto';
import { cannotCancel, searchByMetadata } from './fake-stripe-faults';
import {
  AUTHENTICATION_FAILED,
  brandOf,
  DECLINES,
  THREE_D_SECURE,
  type Card,
  type Params,
} from './fake-stripe-cards';

export interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  amount?: number;
  amount_received?: number;
  currency?: string;
  metadata: Record<string, string>;
  setup_future_usage?: string | null;
  next_action: { type: string } | null;
  last_payment_error?: { code: string; message: string } | null;
  last_setup_error?: { code: string; message: string } | null;
  created: number;
  livemode: false;
}

/** A payment method as stored, with the card's full number (never shown: see publicMethod). */
export type StoredPaymentMethod = Params & { card: Card; customer: string | null };

/** What the resources read and change: the fake's records, and its signed webhook delivery. */
export interface FakeStripeState {
  readonly customers: Map<string, Params>;
  readonly paymentMethods: Map<string, StoredPaymentMethod>;
  readonly intents: Map<string, Intent>;
  readonly refunds: Map<string, Params>;
  deliver(type: string, object: unknown): Promise<number>;
}

/** Answers one API call (`publicCall`: made with the publishable key, as Stripe.js does). */
export async function route(
  state: FakeStripeState,
  method: string,
  path: string,
  params: Params,
  publicCall: boolean,
): Promise<{ status?: number; body: unknown }> {
  const [, , resource, id, action] = path.split('/');
  const secretOnly = () => {
    if (publicCall) throw new Error('This API call cannot be made with a publishable API key.');
  };
  if (resource === 'customers' && method === 'POST' && !id) {
    secretOnly();
    const customer = {
      id: `cus_${randomBytes(7).toString('hex')}`,
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
    };
    state.customers.set(customer.id, customer);
    return { body: customer };
  }
  if (resource === 'customers' && method === 'GET' && id) {
    secretOnly();
    const customer = state.customers.get(id);
    if (!customer)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `No such customer: '${id}'` } },
      };
    return { body: customer };
  }
  if (resource === 'payment_methods') return paymentMethodCall(state, method, id, action, params, secretOnly);
  if (resource === 'payment_intents' && id === 'search' && method === 'GET') {
    secretOnly();
    return searchByMetadata(state.intents.values(), String(params.query ?? ''));
  }
  if (resource === 'payment_intents' || resource === 'setup_intents')
    return intentCall(state, resource, method, id, action, params, publicCall);
  if (resource === 'refunds' && method === 'POST') {
    secretOnly();
    const intent = state.intents.get(String(params.payment_intent));
    if (!intent || intent.status !== 'succeeded')
      throw new Error(`No such payment_intent: '${String(params.payment_intent)}'`);
    const refunded = [...state.refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = params.amount === undefined ? intent.amount! - refunded : Number(params.amount);
    if (amount <= 0 || refunded + amount > intent.amount!)
      throw new Error(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
      );
    const refund = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: params.metadata ?? {},
    };
    state.refunds.set(refund.id, refund);
    return { body: refund };
  }
  return {
    status: 404,
    body: {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
    },
  };
}

function paymentMethodCall(
  state: FakeStripeState,
  method: string,
  id: string | undefined,
  action: string | undefined,
  params: Params,
  secretOnly: () => void,
) {
  if (method === 'POST' && !id) {
    const card = (params.card ?? {}) as Record<string, string>;
    const number = String(card.number ?? '').replace(/\D/g, '');
    if (number.length < 12)
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
          },
        },
      };
    const pm = {
      id: `pm_${randomBytes(10).toString('hex')}`,
      object: 'payment_method',
      type: 'card',
      card: {
        number,
        brand: brandOf(number),
        last4: number.slice(-4),
        exp_month: Number(card.exp_month),
        exp_year: Number(card.exp_year),
      },
      customer: null as string | null,
      billing_details: params.billing_details ?? {},
    };
    state.paymentMethods.set(pm.id, pm);
    return { body: publicMethod(pm) };
  }
  secretOnly();
  const pm = state.paymentMethods.get(String(id));
  if (!pm)
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${id}'` } },
    };
  if (action === 'attach') pm.customer = String(params.customer);
  if (action === 'detach') pm.customer = null;
  return { body: publicMethod(pm) };
}

/** A payment method as Stripe shows it: never the full number. */
function publicMethod(pm: StoredPaymentMethod) {
  const { number: _number, ...card } = pm.card;
  return { ...pm, card };
}

async function intentCall(
  state: FakeStripeState,
  resource: 'payment_intents' | 'setup_intents',
  method: string,
  id: string | undefined,
  action: string | undefined,
  params: Params,
  publicCall: boolean,
): Promise<{ status?: number; body: unknown }> {
  const setup = resource === 'setup_intents';
  if (method === 'POST' && !id) {
    if (publicCall) throw new Error('This API call cannot be made with a publishable API key.');
    const intentId = `${setup ? 'seti' : 'pi'}_${randomBytes(10).toString('hex')}`;
    const intent: Intent = {
      id: intentId,
      object: setup ? 'setup_intent' : 'payment_intent',
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(10).toString('hex')}`,
      customer: (params.customer as string | undefined) ?? null,
      payment_method: null,
      ...(setup
        ? {}
        : { amount: Number(params.amount), amount_received: 0, currency: String(params.currency) }),
      metadata: (params.metadata as Record<string, string>) ?? {},
      setup_future_usage: (params.setup_future_usage as string | undefined) ?? null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    if (!setup && !(intent.amount! > 0)) throw new Error('Invalid positive integer');
    state.intents.set(intent.id, intent);
    if (params.payment_method) intent.payment_method = String(params.payment_method);
    if (params.confirm === 'true' || params.confirm === true) return confirm(state, intent);
    return { body: intent };
  }
  const intent = state.intents.get(String(id));
  // Stripe.js reads and confirms an intent with the publishable key and its client secret.
  if (!intent || (publicCall && params.client_secret !== intent.client_secret))
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${setup ? 'setupintent' : 'payment_intent'}: '${id}'`,
        },
      },
    };
  if (method === 'GET') {
    const expand = Object.values((params.expand as Record<string, string>) ?? {});
    const pm = intent.payment_method ? state.paymentMethods.get(intent.payment_method) : undefined;
    return {
      body:
        expand.includes('payment_method') && pm ? { ...intent, payment_method: publicMethod(pm) } : intent,
    };
  }
  if (action === 'confirm') {
    const data = params.payment_method_data as { card?: Record<string, string> } | undefined;
    if (data?.card) {
      const created = paymentMethodCall(state, 'POST', undefined, undefined, { card: data.card }, () => {});
      if (created.status) return created;
      intent.payment_method = (created.body as unknown as { id: string }).id;
    } else if (params.payment_method) intent.payment_method = String(params.payment_method);
    return confirm(state, intent);
  }
  if (action === 'authenticate') return authenticate(state, intent, params.outcome === 'complete');
  if (action === 'cancel') {
    if (intent.status === 'succeeded' || intent.status === 'canceled') return cannotCancel(intent.status);
    intent.status = 'canceled';
    void state.deliver('payment_intent.canceled', intent);
    return { body: intent };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown action.' } } };
}

/** Confirms with the intent's card: paid, declined, or waiting for 3-D Secure. */
function confirm(state: FakeStripeState, intent: Intent): { status?: number; body: unknown } {
  const pm = intent.payment_method ? state.paymentMethods.get(intent.payment_method) : undefined;
  if (!pm) throw new Error("You cannot confirm this PaymentIntent because it's missing a payment method.");
  const decline = DECLINES[pm.card.number];
  if (decline) {
    intent.status = 'requires_payment_method';
    intent[intent.object === 'setup_intent' ? 'last_setup_error' : 'last_payment_error'] = decline;
    void state.deliver(
      intent.object === 'setup_intent' ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed',
      intent,
    );
    const field = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
    return {
      status: 402,
      body: {
        error: { type: 'card_error', code: decline.code, message: decline.message, [field]: intent },
      },
    };
  }
  if (THREE_D_SECURE.has(pm.card.number)) {
    intent.status = 'requires_action';
    intent.next_action = { type: 'use_stripe_sdk' };
    return { body: intent };
  }
  return { body: succeed(state, intent) };
}

function succeed(state: FakeStripeState, intent: Intent) {
  intent.status = 'succeeded';
  intent.next_action = null;
  if (intent.amount !== undefined) intent.amount_received = intent.amount;
  const pm = intent.payment_method ? state.paymentMethods.get(intent.payment_method) : undefined;
  if (pm && intent.customer && (intent.object === 'setup_intent' || intent.setup_future_usage))
    pm.customer = intent.customer;
  void state.deliver(
    intent.object === 'setup_intent' ? 'setup_intent.succeeded' : 'payment_intent.succeeded',
    intent,
  );
  return intent;
}

/** The 3-D Secure challenge's answer (what Stripe's hooks page does when the cardholder clicks). */
function authenticate(state: FakeStripeState, intent: Intent, complete: boolean) {
  if (intent.status !== 'requires_action') return { body: intent };
  if (complete) return { body: succeed(state, intent) };
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  const failure = { code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED };
  intent[intent.object === 'setup_intent' ? 'last_setup_error' : 'last_payment_error'] = failure;
  void state.deliver(
    intent.object === 'setup_intent' ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed',
    intent,
  );
  return { body: intent };
}

/**
 * A local stand-in for Stripe, speaking the part of its REST API Vitrine calls (customers, payment
 * methods, payment intents with 3-D Secure, setup intents, refunds), signing the webhooks it sends
 * as Stripe does, and serving a stand-in for Stripe.js (fake-stripe-js.ts). Point the server at it
 * with STRIPE_API_BASE and STRIPE_JS_URL; tests and the e2e fixture start one on 127.0.0.1.
 *
 * Stripe's test cards pick the outcome: 4242 4242 4242 4242 pays, 4000 0025 0000 3155 asks for
 * 3-D Secure, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 lacks funds, 4000 0000 0000 0119
 * fails to process.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeJs } from './fake-stripe-js';
import { StripeJsCalls } from './fake-stripe-browser';
import { cannotCancel, DroppedAnswers, searchByMetadata } from './fake-stripe-faults';
import {
  AUTHENTICATION_FAILED,
  brandOf,
  DECLINES,
  parseStripeForm,
  THREE_D_SECURE,
  type Card,
  type Params,
} from './fake-stripe-cards';

interface Intent {
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

export interface FakeStripeOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
}

export class FakeStripe {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Where events go (the shop's /payment/stripe/webhook); null: nowhere. */
  webhookUrl: string | null = null;
  readonly customers = new Map<string, Params>();
  readonly paymentMethods = new Map<string, Params & { card: Card; customer: string | null }>();
  readonly intents = new Map<string, Intent>();
  readonly refunds = new Map<string, Params>();
  /** Every create call's Idempotency-Key, and the answer it got (replayed on a repeat). */
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** The API calls received, for tests to count (method, path, idempotency key). */
  readonly calls: { method: string; path: string; idempotencyKey: string | null }[] = [];
  readonly deliveries: { type: string; status: number }[] = [];
  /** Answers to cut off after the work is done (`dropped.add('POST', '/v1/payment_intents', 2)`). */
  readonly dropped = new DroppedAnswers();
  private server: Server | null = null;
  url = '';

  constructor(options: FakeStripeOptions = {}) {
    this.secretKey = options.secretKey ?? `sk_test_fake_${randomBytes(8).toString('hex')}`;
    this.publishableKey = options.publishableKey ?? `pk_test_fake_${randomBytes(8).toString('hex')}`;
    this.webhookSecret = options.webhookSecret ?? `whsec_fake_${randomBytes(12).toString('hex')}`;
  }

  get jsUrl() {
    return `${this.url}/v3/`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Signs `payload` as Stripe does: t=timestamp,v1=HMAC-SHA256(secret, "t.payload"). */
  signature(payload: string, secret = this.webhookSecret, timestamp = Math.floor(Date.now() / 1000)) {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  /** An event as Stripe sends it (also for tests that replay or forge one). */
  event(type: string, object: unknown) {
    return {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    };
  }

  /** Sends an event to the webhook URL, signed; answers the shop's status. */
  async deliver(type: string, object: unknown): Promise<number> {
    if (!this.webhookUrl) return 0;
    const payload = JSON.stringify(this.event(type, object));
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': this.signature(payload) },
      body: payload,
    });
    this.deliveries.push({ type, status: response.status });
    return response.status;
  }

  /** What Stripe.js does in the browser, for tests without one (calls made with the publishable key). */
  readonly browser = new StripeJsCalls(() => ({ url: this.url, publishableKey: this.publishableKey }));

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && url.pathname === '/v3/') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return void res.end(fakeStripeJs);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const params: Params = {
      ...parseStripeForm(url.searchParams.toString()),
      ...((req.headers['content-type'] ?? '').includes('json')
        ? (JSON.parse(raw || '{}') as Params)
        : parseStripeForm(raw)),
    };
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.calls.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey });
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const lost = () => {
      if (!this.dropped.take(req.method ?? 'GET', url.pathname)) return false;
      req.socket.destroy();
      return true;
    };
    const send = (status: number, body: unknown) => {
      if (idempotencyKey && req.method === 'POST') this.idempotent.set(idempotencyKey, { status, body });
      if (lost()) return;
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    };
    if (idempotencyKey && req.method === 'POST' && this.idempotent.has(idempotencyKey)) {
      const kept = this.idempotent.get(idempotencyKey)!;
      if (lost()) return;
      res.writeHead(kept.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return void res.end(JSON.stringify(kept.body));
    }
    const publicCall = key === this.publishableKey;
    if (key !== this.secretKey && !publicCall)
      return send(401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}…` },
      });
    try {
      const answer = await this.route(req.method ?? 'GET', url.pathname, params, publicCall);
      send(answer.status ?? 200, answer.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      send(400, { error: { type: 'invalid_request_error', message } });
    }
  }

  private async route(
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
      this.customers.set(customer.id, customer);
      return { body: customer };
    }
    if (resource === 'customers' && method === 'GET' && id) {
      secretOnly();
      const customer = this.customers.get(id);
      if (!customer)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `No such customer: '${id}'` } },
        };
      return { body: customer };
    }
    if (resource === 'payment_methods') return this.paymentMethodCall(method, id, action, params, secretOnly);
    if (resource === 'payment_intents' && id === 'search' && method === 'GET') {
      secretOnly();
      return searchByMetadata(this.intents.values(), String(params.query ?? ''));
    }
    if (resource === 'payment_intents' || resource === 'setup_intents')
      return this.intentCall(resource, method, id, action, params, publicCall);
    if (resource === 'refunds' && method === 'POST') {
      secretOnly();
      const intent = this.intents.get(String(params.payment_intent));
      if (!intent || intent.status !== 'succeeded')
        throw new Error(`No such payment_intent: '${String(params.payment_intent)}'`);
      const refunded = [...this.refunds.values()]
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
      this.refunds.set(refund.id, refund);
      return { body: refund };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  private paymentMethodCall(
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
      this.paymentMethods.set(pm.id, pm);
      return { body: this.publicMethod(pm) };
    }
    secretOnly();
    const pm = this.paymentMethods.get(String(id));
    if (!pm)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${id}'` } },
      };
    if (action === 'attach') pm.customer = String(params.customer);
    if (action === 'detach') pm.customer = null;
    return { body: this.publicMethod(pm) };
  }

  /** A payment method as Stripe shows it: never the full number. */
  private publicMethod(pm: Params & { card: Card; customer: string | null }) {
    const { number: _number, ...card } = pm.card;
    return { ...pm, card };
  }

  private async intentCall(
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
      this.intents.set(intent.id, intent);
      if (params.payment_method) intent.payment_method = String(params.payment_method);
      if (params.confirm === 'true' || params.confirm === true) return this.confirm(intent);
      return { body: intent };
    }
    const intent = this.intents.get(String(id));
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
      const pm = intent.payment_method ? this.paymentMethods.get(intent.payment_method) : undefined;
      return {
        body:
          expand.includes('payment_method') && pm
            ? { ...intent, payment_method: this.publicMethod(pm) }
            : intent,
      };
    }
    if (action === 'confirm') {
      const data = params.payment_method_data as { card?: Record<string, string> } | undefined;
      if (data?.card) {
        const created = this.paymentMethodCall('POST', undefined, undefined, { card: data.card }, () => {});
        if (created.status) return created;
        intent.payment_method = (created.body as unknown as { id: string }).id;
      } else if (params.payment_method) intent.payment_method = String(params.payment_method);
      return this.confirm(intent);
    }
    if (action === 'authenticate') return this.authenticate(intent, params.outcome === 'complete');
    if (action === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') return cannotCancel(intent.status);
      intent.status = 'canceled';
      void this.deliver('payment_intent.canceled', intent);
      return { body: intent };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown action.' } } };
  }

  /** Confirms with the intent's card: paid, declined, or waiting for 3-D Secure. */
  private confirm(intent: Intent): { status?: number; body: unknown } {
    const pm = intent.payment_method ? this.paymentMethods.get(intent.payment_method) : undefined;
    if (!pm) throw new Error("You cannot confirm this PaymentIntent because it's missing a payment method.");
    const decline = DECLINES[pm.card.number];
    if (decline) {
      intent.status = 'requires_payment_method';
      intent[intent.object === 'setup_intent' ? 'last_setup_error' : 'last_payment_error'] = decline;
      void this.deliver(
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
    return { body: this.succeed(intent) };
  }

  private succeed(intent: Intent) {
    intent.status = 'succeeded';
    intent.next_action = null;
    if (intent.amount !== undefined) intent.amount_received = intent.amount;
    const pm = intent.payment_method ? this.paymentMethods.get(intent.payment_method) : undefined;
    if (pm && intent.customer && (intent.object === 'setup_intent' || intent.setup_future_usage))
      pm.customer = intent.customer;
    void this.deliver(
      intent.object === 'setup_intent' ? 'setup_intent.succeeded' : 'payment_intent.succeeded',
      intent,
    );
    return intent;
  }

  /** The 3-D Secure challenge's answer (what Stripe's hooks page does when the cardholder clicks). */
  private authenticate(intent: Intent, complete: boolean) {
    if (intent.status !== 'requires_action') return { body: intent };
    if (complete) return { body: this.succeed(intent) };
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    const failure = { code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED };
    intent[intent.object === 'setup_intent' ? 'last_setup_error' : 'last_payment_error'] = failure;
    void this.deliver(
      intent.object === 'setup_intent' ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed',
      intent,
    );
    return { body: intent };
  }
}

export { AUTHENTICATION_FAILED, parseStripeForm };

/** Starts a fake on 127.0.0.1 (close it when done). */
export const startFakeStripe = (options: FakeStripeOptions = {}) => new FakeStripe(options).start();

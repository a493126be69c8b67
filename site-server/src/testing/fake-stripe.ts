/**
 * A local stand-in for Stripe, speaking the part of its REST API Vitrine calls (customers, payment
 * methods, payment intents with 3-D Secure, setup intents, refunds), signing the webhooks it sends
 * as Stripe does, and serving a stand-in for Stripe.js (fake-stripe-js.ts). Point the server at it
 * with STRIPE_API_BASE and STRIPE_JS_URL; tests and the e2e fixture start one on 127.0.0.1.
 *
 * Stripe's test cards pick the outcome: 4242 4242 4242 4242 pays, 4000 0025 0000 3155 asks for
 * 3-D Secure, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 lacks funds, 4000 0000 0000 0119
 * fails to process.
 *
 * This file is the HTTP side (keys, idempotency, dropped answers, signed webhooks); what each call
 * does to the records is fake-stripe-resources.ts.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeJs } from './fake-stripe-js';
import { StripeJsCalls } from './fake-stripe-browser';
import { DroppedAnswers } from './fake-stripe-faults';
import { AUTHENTICATION_FAILED, parseStripeForm, type Params } from './fake-stripe-cards';
import { route, type FakeStripeState, type Intent, type StoredPaymentMethod } from './fake-stripe-resources';

export interface FakeStripeOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
}

export class FakeStripe implements FakeStripeState {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Where events go (the shop's /payment/stripe/webhook); null: nowhere. */
  webhookUrl: string | null = null;
  readonly customers = new Map<string, Params>();
  readonly paymentMethods = new Map<string, StoredPaymentMethod>();
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
      const answer = await route(this, req.method ?? 'GET', url.pathname, params, publicCall);
      send(answer.status ?? 200, answer.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      send(400, { error: { type: 'invalid_request_error', message } });
    }
  }
}

export { AUTHENTICATION_FAILED, parseStripeForm };

/** Starts a fake on 127.0.0.1 (close it when done). */
export const startFakeStripe = (options: FakeStripeOptions = {}) => new FakeStripe(options).start();

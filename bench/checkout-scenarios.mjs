// The checkout's load scenarios (issue 12 item 19), at 10 connections like the shop's:
//   npm run bench -- --connections 10 --scenario confirm-order --scenario pay-demo \
//     --scenario order-status --scenario process-poll
// Budgets: confirm_order p99 < 50 ms, each poll (status page, processing page) p99 < 10 ms.
import Database from 'better-sqlite3';
import { sqliteFileOf } from './shop-data.mjs';
import { newCartCookie } from './shop-scenarios.mjs';

const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** France's id, read from the data dir's SQLite file. */
function franceId(server) {
  const db = new Database(sqliteFileOf(server.dataDir), { readonly: true, fileMustExist: true });
  try {
    const france = db.prepare(`SELECT id FROM country WHERE code = 'FR'`).get();
    if (!france) throw new Error('no France in the database');
    return france.id;
  } finally {
    db.close();
  }
}

const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));

/** The anonymous csrf_token any visitor's form may carry, read off a page. */
async function csrfToken(server) {
  const html = await (await fetch(`${server.url}/web/login`)).text();
  const token = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no csrf_token on /web/login');
  return token;
}

/** Posts a site form with the visitor's cookies and the csrf_token; answers the response (no redirect followed). */
const postForm = (server, path, cookie, fields) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...form, cookie },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/** A new visitor with one item in the cart and a billing address: ready to confirm. Answers its cookie. */
async function readyToConfirm(server, france, csrf) {
  const cart = await newCartCookie(server);
  const saved = await postForm(server, '/shop/address', cart, {
    csrf_token: csrf,
    use_same: '1',
    name: 'Bench Buyer',
    email: 'bench@example.org',
    country_id: String(france),
    street: '1 rue du Banc',
    zip: '75001',
    city: 'Paris',
  });
  if (saved.status !== 302) throw new Error(`/shop/address answered ${saved.status}`);
  return cart;
}

/** The order cookie of the order-status scenario, from its setup to its check. */
let pendingOrder = { cookie: '', id: 0 };

/** A visitor's cookies once their order is confirmed (cart and order cookies). */
async function confirmedOrder(server, france, csrf) {
  const cart = await readyToConfirm(server, france, csrf);
  const confirmed = await postForm(server, '/shop/confirm_order', cart, { csrf_token: csrf });
  const order = cookieOf(confirmed, 'vitrine_order');
  if (!order) throw new Error('confirm_order set no order cookie');
  return `${cart}; ${order}`;
}

/** An order waiting for its bank (the demo's pending card): its cookie and id. */
async function pendingPayment(server) {
  const csrf = await csrfToken(server);
  const cookies = await confirmedOrder(server, franceId(server), csrf);
  await postForm(server, '/shop/payment', cookies, {
    csrf_token: csrf,
    provider: 'demo',
    accept_terms: '1',
    cc_number: '4000000000003063',
  });
  const order = cookies.split('; ').find((pair) => pair.startsWith('vitrine_order='));
  return { cookie: order, id: Number(order.split('=')[1].split('.')[0]) };
}

/** @type {import('./types').Scenario[]} */
export const checkoutScenarios = [
  {
    name: 'confirm-order',
    description:
      '/shop/confirm_order: a cart with its address becomes an order, one new visitor per request (budget: p99 < 50 ms at 10 connections)',
    method: 'POST',
    path: '/shop/confirm_order',
    expectedStatus: 302,
    connections: 10,
    async setup(server) {
      const france = franceId(server);
      const csrf = await csrfToken(server);
      // Enough visitors for the run; when they run out the next ones confirm again (and get the same order).
      const carts = [];
      const started = Date.now();
      while (carts.length < 3000 && Date.now() - started < 60_000)
        carts.push(await readyToConfirm(server, france, csrf));
      let next = 0;
      return {
        headers: form,
        body: new URLSearchParams({ csrf_token: csrf }).toString(),
        perRequest: () => ({ headers: { cookie: carts[next++ % carts.length] } }),
      };
    },
    async check(server) {
      const db = new Database(sqliteFileOf(server.dataDir), { readonly: true, fileMustExist: true });
      try {
        // One order per cart, whatever was sent twice.
        const twice = db
          .prepare(
            `SELECT COUNT(*) AS n FROM (SELECT cartId FROM sale_order GROUP BY cartId HAVING COUNT(*) > 1)`,
          )
          .get();
        if (twice.n) throw new Error(`${twice.n} carts gave more than one order`);
      } finally {
        db.close();
      }
    },
  },
  {
    name: 'order-status',
    description:
      'GET /shop/payment/get_status/{order_id} of an order waiting for its bank (budget: p99 < 10 ms at 10 connections)',
    method: 'GET',
    path: '/shop/payment/get_status/0',
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      // Stripe's test card that waits for the bank: the status page would poll it.
      pendingOrder = await pendingPayment(server);
      const order = pendingOrder.cookie;
      return {
        path: `/shop/payment/get_status/${pendingOrder.id}`,
        headers: { cookie: order, Accept: 'application/json' },
      };
    },
    async check(server) {
      const answer = await (
        await fetch(`${server.url}/shop/payment/get_status/${pendingOrder.id}`, {
          headers: { cookie: pendingOrder.cookie },
        })
      ).json();
      if (answer.result?.recall !== true)
        throw new Error(`after the load the poll answers ${JSON.stringify(answer)}`);
    },
  },
  {
    name: 'pay-demo',
    description:
      '/shop/payment with the demo card: the order locked, its stock held, the payment written and the order confirmed with its mail, one order per request',
    method: 'POST',
    path: '/shop/payment',
    expectedStatus: 302,
    connections: 10,
    async setup(server) {
      const france = franceId(server);
      const csrf = await csrfToken(server);
      const orders = [];
      const started = Date.now();
      while (orders.length < 1500 && Date.now() - started < 60_000)
        orders.push(await confirmedOrder(server, france, csrf));
      let next = 0;
      return {
        headers: form,
        body: new URLSearchParams({
          csrf_token: csrf,
          provider: 'demo',
          accept_terms: '1',
          cc_number: '4242424242424242',
        }).toString(),
        // Past the last order, a paid order is paid again: answered with its transaction, charged once.
        perRequest: () => ({ headers: { cookie: orders[next++ % orders.length] } }),
      };
    },
    async check(server) {
      const db = new Database(sqliteFileOf(server.dataDir), { readonly: true, fileMustExist: true });
      try {
        const twice = db
          .prepare(
            `SELECT COUNT(*) AS n FROM (SELECT orderId FROM payment_transaction WHERE state = 'done' GROUP BY orderId HAVING COUNT(*) > 1)`,
          )
          .get();
        if (twice.n) throw new Error(`${twice.n} orders were paid twice`);
      } finally {
        db.close();
      }
    },
  },
  {
    name: 'process-poll',
    description:
      'POST /payment/process/poll of a payment waiting for its bank (budget: p99 < 10 ms at 10 connections)',
    method: 'POST',
    path: '/payment/process/poll',
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      const pending = await pendingPayment(server);
      return {
        headers: { cookie: pending.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params: {}, id: 1 }),
      };
    },
  },
];

/**
 * Issue 27, item 8: concurrent writes spread over three
 * processes lose nothing: twenty add-to-cart calls on one cart, three thousand clicks on one link.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-server';
import { demoProduct, sameVisitorOn } from './cluster-clients';
import { startCluster, type Cluster } from './cluster-harness';

const CONCURRENT_ADDS = 20;
const CLICKS = 3_000;
/** Requests in flight per process while clicking (kept modest: 2 shared cores). */
const CLICKERS_PER_PROCESS = 8;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// PostgreSQL only: several processes share one database only there.
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent writes across processes', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ processes: 3 });
  }, 240_000);
  afterAll(() => cluster?.close(), 60_000);

  it('twenty concurrent add-to-cart calls on one cart, over three processes, give 21 after the first unit', async () => {
    const desk = await demoProduct(cluster, 'Corner Desk');
    const visitor = new TestClient(cluster.processes[0]!.url);
    const first = await visitor.rpc('/shop/cart/update_json', { product_id: desk.productId, add_qty: 1 });
    expect(first.body.error).toBeUndefined();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_ADDS }, (_, index) =>
        sameVisitorOn(cluster.processes[index % cluster.processes.length]!, visitor).rpc(
          '/shop/cart/update_json',
          {
            product_id: desk.productId,
            add_qty: 1,
          },
        ),
      ),
    );
    for (const answer of answers) expect(answer.body.error).toBeUndefined();
    const lines = await cluster.query<{ quantity: number }>(
      `SELECT quantity FROM cart_line WHERE "cartId" = (
         SELECT "cartId" FROM cart_line WHERE "productId" = $1 ORDER BY id DESC LIMIT 1)`,
      [desk.productId],
    );
    expect(lines.map((line) => Number(line.quantity))).toEqual([CONCURRENT_ADDS + 1]);
  });

  it(
    'three thousand clicks on one link, spread over the processes, are all stored',
    { timeout: 240_000 },
    async () => {
      const [link] = await cluster.query<{ id: number; code: string }>(
        `SELECT id, code FROM tracked_link ORDER BY id LIMIT 1`,
      );
      const clicksOf = async () =>
        Number(
          (
            await cluster.query<{ n: string }>(`SELECT count(*) AS n FROM link_click WHERE "linkId" = $1`, [
              link!.id,
            ])
          )[0]!.n,
        );
      const before = await clicksOf();
      const agents = cluster.processes.map(
        () => new http.Agent({ keepAlive: true, maxSockets: CLICKERS_PER_PROCESS }),
      );
      const follow = (index: number) =>
        new Promise<number>((resolve) => {
          const server = cluster.processes[index % cluster.processes.length]!;
          const request = http.get(
            {
              host: '127.0.0.1',
              port: server.port,
              path: `/r/${link!.code}`,
              agent: agents[index % agents.length],
              // Each click from a visitor of its own, behind the proxy (TRUST_PROXY=loopback).
              headers: {
                'user-agent': BROWSER_UA,
                'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
              },
            },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            },
          );
          request.on('error', () => resolve(0));
        });
      const statuses: number[] = [];
      let next = 0;
      const clicker = async () => {
        while (next < CLICKS) statuses.push(await follow(next++));
      };
      await Promise.all(Array.from({ length: CLICKERS_PER_PROCESS * cluster.processes.length }, clicker));
      for (const agent of agents) agent.destroy();
      expect(statuses.filter((status) => status >= 300 && status < 400)).toHaveLength(CLICKS);
      // A redirect is answered once its click is committed: all are there already.
      expect(await clicksOf()).toBe(before + CLICKS);
    },
  );
});

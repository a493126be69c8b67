import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

/** A process stand-in that answers its name, the forwarded address and the body it got. */
async function namedServer(name: string) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () =>
      response
        .writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] })
        .end(
          JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'], path: request.url, body }),
        ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe('the round-robin proxy of npm run cluster', () => {
  it('sends each request to the next process, with the client in X-Forwarded-For, body and answer intact', async () => {
    const targets = await Promise.all(['one', 'two', 'three'].map(namedServer));
    for (const { server } of targets) closers.push(() => new Promise((resolve) => server.close(resolve)));
    const proxy = await startRoundRobinProxy({ targets: targets.map((target) => target.url) });
    closers.push(proxy.close);

    const answers = [];
    for (let index = 0; index < 4; index++) {
      const response = await fetch(`${proxy.url}/shop?page=${index}`, {
        method: 'POST',
        body: `posted ${index}`,
        headers: index === 3 ? { 'x-forwarded-for': '203.0.113.7' } : {},
      });
      expect(response.status).toBe(201);
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      answers.push(await response.json());
    }
    expect(answers).toEqual([
      { name: 'one', forwardedFor: '127.0.0.1', path: '/shop?page=0', body: 'posted 0' },
      { name: 'two', forwardedFor: '127.0.0.1', path: '/shop?page=1', body: 'posted 1' },
      { name: 'three', forwardedFor: '127.0.0.1', path: '/shop?page=2', body: 'posted 2' },
      { name: 'one', forwardedFor: '203.0.113.7, 127.0.0.1', path: '/shop?page=3', body: 'posted 3' },
    ]);
  });

  it('answers 502 when a process does not answer', async () => {
    const gone = await namedServer('gone');
    await new Promise((resolve) => gone.server.close(resolve));
    const proxy = await startRoundRobinProxy({ targets: [gone.url] });
    closers.push(proxy.close);
    expect((await fetch(`${proxy.url}/`)).status).toBe(502);
  });
});

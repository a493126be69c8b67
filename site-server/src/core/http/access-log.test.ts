import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { accessLog } from './access-log';

function appLoggingTo(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use((req, _res, next) => {
    req.vitrine = { requestId: 'req-1', session: null, user: null, secure: false };
    next();
  });
  app.use(accessLog(pino({ level }, sink)));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/missing', (_req, res) => void res.status(404).send('no'));
  return { app, lines };
}

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function get(app: express.Express, path: string) {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('accessLog', () => {
  it('logs one line per request with its id, path, status and time', async () => {
    const { app, lines } = appLoggingTo('info');
    await get(app, '/missing?x=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'req-1',
      req: { method: 'GET', url: '/missing?x=1' },
      res: { statusCode: 404 },
      msg: 'request completed',
    });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('skips health checks, and everything when info is off', async () => {
    const info = appLoggingTo('info');
    await get(info.app, '/healthz');
    expect(info.lines).toEqual([]);
    const warn = appLoggingTo('warn');
    await get(warn.app, '/missing');
    expect(warn.lines).toEqual([]);
  });
});

describe('the access log and secrets in addresses', () => {
  it('never writes the value of a token, password or signature parameter', async () => {
    const { app, lines } = appLoggingTo('info');
    await get(app, '/missing?access_token=abc123&x=1&token=def456&reset_password=ghi&signature=jkl#frag');
    const url = (lines[0]!.req as { url: string }).url;
    expect(url).toBe(
      '/missing?access_token=[hidden]&x=1&token=[hidden]&reset_password=[hidden]&signature=[hidden]',
    );
    for (const secret of ['abc123', 'def456', 'ghi', 'jkl']) expect(url).not.toContain(secret);
  });
});

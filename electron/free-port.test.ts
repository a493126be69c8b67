import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findFreePort } from './free-port';

describe('findFreePort', () => {
  it('returns a port a server can then listen on', async () => {
    const port = await findFreePort('127.0.0.1');
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65536);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('does not return a port that is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const takenPort = typeof address === 'object' && address ? address.port : -1;
    try {
      const ports = await Promise.all([findFreePort(), findFreePort(), findFreePort()]);
      expect(ports).not.toContain(takenPort);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

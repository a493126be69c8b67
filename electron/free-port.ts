import { createServer } from 'node:net';

/**
 * A TCP port that is free on `host` right now: the OS picks it for a throwaway listener.
 * The server is then started on it; the short gap between the two is acceptable on a desktop.
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the port the system picked.'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

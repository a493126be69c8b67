import net from 'node:net';

/** Asks the OS for a free TCP port on 127.0.0.1 (closed again before returning, so bind it soon). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 200, for at most `timeoutMs`.
 * `stillRunning()` lets the caller stop waiting at once when the server process died.
 */
export async function waitForHealthy(url, { timeoutMs = 60_000, stillRunning = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(150);
  }
  throw new Error(
    `${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (last: ${lastProblem})`,
  );
}

/**
 * Issue 27, item 5: wrong passwords spread over three
 * processes are slowed, and sign-ins limited per minute, as on one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TestClient } from '../testing/test-server';
import { FREE_FAILURES } from '../features/accounts/sign-in-throttle';
import { startCluster, type Cluster } from './cluster-harness';

/** Room for the throttle test's tries from its address: its failures, then one try on each process. */
const SIGN_INS_PER_MINUTE = FREE_FAILURES + 1 + 3;

// PostgreSQL only: several processes share one database only there.
describe.runIf(process.env.TEST_DATABASE_URL)('sign-in limits across processes', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      processes: 3,
      env: { SIGN_IN_LIMIT_PER_MINUTE: String(SIGN_INS_PER_MINUTE) },
    });
  }, 240_000);
  afterAll(() => cluster?.close(), 60_000);

  /** A sign-in on process `index`, from `client` behind the proxy (TRUST_PROXY=loopback). */
  const attempt = (index: number, client: string, login: string, password: string) =>
    new TestClient(cluster.processes[index % cluster.processes.length]!.url)
      .request('POST', '/web/session/authenticate', {
        headers: { 'x-forwarded-for': client },
        json: { jsonrpc: '2.0', method: 'call', params: { login, password }, id: 1 },
      })
      .then(async (response) => ({ status: response.status, body: await response.text() }));

  it('slows a guesser whose wrong passwords go to different processes, as one process would', async () => {
    for (let failure = 0; failure <= FREE_FAILURES; failure++)
      expect((await attempt(failure, '203.0.113.50', TEST_ADMIN.email, `guess-${failure}`)).body).toContain(
        'AuthError',
      );
    // At once on every process, within the first wait (1 s, as on one process).
    const tries = await Promise.all(
      cluster.processes.map((_, index) =>
        attempt(index, '203.0.113.50', TEST_ADMIN.email, TEST_ADMIN.password),
      ),
    );
    for (const [index, slowed] of tries.entries()) {
      expect(slowed.status, `process ${index}`).toBe(429);
      expect(slowed.body).toContain('Please wait');
    }
  });

  it('counts the sign-ins per minute of one address over every process', async () => {
    for (let index = 0; index < SIGN_INS_PER_MINUTE; index++)
      expect((await attempt(index, '198.51.100.9', `someone${index}@example.com`, 'x-x-x-x-x')).status).toBe(
        200,
      );
    for (let index = 0; index < cluster.processes.length; index++) {
      const refused = await attempt(index, '198.51.100.9', TEST_ADMIN.email, TEST_ADMIN.password);
      expect(refused.status, `process ${index}`).toBe(429);
      expect(refused.body).toContain('RateLimitError');
    }
  });
});

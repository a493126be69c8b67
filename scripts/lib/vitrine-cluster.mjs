// N Vitrine processes (the production build) on one throwaway PostgreSQL, behind the round-robin
// proxy: what `npm run cluster` runs, and the bench's two- and three-process scenarios (issue 27).
import { randomBytes } from 'node:crypto';
import { startThrowawayPostgres } from '../pg-cluster.mjs';
import { freePort } from './net.mjs';
import { startProductionServer } from './production-server.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

export const DEMO_PASSWORD = 'demo-password-1';

/**
 * Starts PostgreSQL, then `processes` servers at the same moment (they meet on the empty database: one
 * makes it, under the start-up lock), then the proxy on `port` (0: a free one). `env` goes to every
 * process (the object store's S3_* variables, say). `stop()` stops everything, the database last.
 * @param {{ processes?: number, port?: number, env?: Record<string, string>, echo?: boolean }} [options]
 */
export async function startVitrineCluster({ processes = 3, port = 0, env = {}, echo = false } = {}) {
  const stoppers = [];
  const stop = async () => {
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne().catch(() => undefined);
  };
  try {
    const postgres = await startThrowawayPostgres();
    stoppers.push(() => postgres.stop());
    // The proxy's address is every process's PUBLIC_URL: links in mails and pages point at it.
    const proxyPort = port || (await freePort());
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const shared = {
      DATABASE_URL: postgres.url,
      // One secret for the deployment: a session signed by one process is read by all.
      SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('base64url'),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'loopback',
      DEMO_PASSWORD,
      ...env,
    };
    const servers = await Promise.all(
      Array.from({ length: processes }, () =>
        startProductionServer({ env: shared, echo, healthTimeoutMs: 120_000 }).then((server) => {
          stoppers.push(() => server.stop());
          return server;
        }),
      ),
    );
    const proxy = await startRoundRobinProxy({
      targets: servers.map((server) => server.url),
      port: proxyPort,
    });
    stoppers.push(() => proxy.close());
    return { url: proxy.url, databaseUrl: postgres.url, servers, env: shared, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * `count` servers of one deployment: the first on a fresh PostgreSQL database, the others its peers
 * (`peerOf`: own pool, caches and data dir, same database and secret), as separate processes would
 * be. PostgreSQL only (npm run test:pg): SQLite has one process.
 */
export async function startPeers(count: number, options: TestServerOptions = {}) {
  const first = await startTestServer(options);
  const servers: TestServer[] = [first];
  try {
    // One after another: each start checks the database the first one made.
    for (let i = 1; i < count; i += 1) servers.push(await startTestServer({ ...options, peerOf: first }));
  } catch (error) {
    for (const server of servers.reverse()) await server.close();
    throw error;
  }
  return {
    servers,
    first,
    /** The server of the i-th request, round robin (a load balancer's spread). */
    at: (i: number) => servers[i % servers.length]!,
    /** The peers first: the first server drops the database they share. */
    async close() {
      for (const server of [...servers].reverse()) await server.close();
    },
  };
}

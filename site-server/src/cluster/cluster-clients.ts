/**
 * What the cluster tests do against the processes: sign in as staff, find a demo product, tell which
 * process holds a TCP connection (to kill the one that is sending a mail).
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { TEST_ADMIN, TestClient } from '../testing/test-server';
import type { Cluster, ClusterProcess } from './cluster-harness';

/** The administrator signed in on `server`, with the back office's CSRF header on every call. */
export async function adminOn(server: ClusterProcess) {
  const signIn = new TestClient(server.url);
  await signIn.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const session = (await (await signIn.request('GET', '/api/admin/session')).json()) as { csrfToken: string };
  return new TestClient(server.url, { cookie: signIn.cookieHeader, 'x-csrf-token': session.csrfToken });
}

/** The same visitor (its cookies) on another process, as a load balancer would send it. */
export const sameVisitorOn = (
  server: ClusterProcess,
  visitor: TestClient,
  headers: Record<string, string> = {},
) => new TestClient(server.url, { ...headers, cookie: visitor.cookieHeader });

/** A demo product by its English name: its template and first active variant. */
export async function demoProduct(cluster: Cluster, name: string) {
  const [row] = await cluster.query<{ templateId: number; productId: number }>(
    `SELECT t.id AS "templateId", v.id AS "productId"
       FROM product_template t JOIN product_product v ON v."templateId" = t.id AND v.active
      WHERE t."sortName" = $1 ORDER BY v.id LIMIT 1`,
    [name.toLowerCase()],
  );
  if (!row) throw new Error(`No demo product named ${name}.`);
  return row;
}

/** The socket inodes of loopback TCP connections whose local port is `port` (Linux's /proc). */
function socketInodesOnPort(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (local && parseInt(local.split(':')[1] ?? '', 16) === port) inodes.add(fields[9] ?? '');
    }
  }
  return inodes;
}

/** The process of the cluster that holds the connection whose local port is `port` (Linux only). */
export function processHoldingPort(processes: readonly ClusterProcess[], port: number) {
  const inodes = socketInodesOnPort(port);
  return processes.find((server) => {
    const pid = server.child.pid;
    if (!pid) return false;
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
}

// A production server of a spec's own, for specs whose changes or settings must not reach the specs
// running beside them on the fixtures' shared server (removing the demo data, mail through SMTP, a
// fast scan). Called at the top of a spec or of a describe block: started before its tests, its last
// lines printed when one of them fails, stopped (with its data directory) after them.
import { test } from '@playwright/test';
import { startProductionServer, type RunningServer } from '../scripts/lib/production-server.mjs';
import { startSmtpServer } from '../site-server/src/core/mail/test-smtp-server';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** How long a fresh server may take to answer its health check (the demo seeded on its first start). */
export const FIRST_START_MS = 120_000;

export interface OwnServer {
  readonly server: RunningServer;
  /** The loopback SMTP server the server sends through (`mail: true`). */
  readonly smtp: SmtpServer;
}

export function ownServer(options: { env?: Record<string, string>; mail?: boolean } = {}): OwnServer {
  let server: RunningServer | undefined;
  let smtp: SmtpServer | undefined;
  test.beforeAll(async () => {
    // A first start seeds the demo in a child process: on a loaded 2-core machine that alone has taken
    // over a minute, so the hook waits longer than a test does.
    test.setTimeout(FIRST_START_MS + 30_000);
    if (options.mail) smtp = await startSmtpServer();
    server = await startProductionServer({
      env: { DEMO_PASSWORD: 'demo-password-1', ...(smtp && { SMTP_URL: smtp.url }), ...options.env },
      healthTimeoutMs: FIRST_START_MS,
    });
  });
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) console.log(server?.output());
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('The spec’s own server is not started yet (use it inside a test).');
      return server;
    },
    get smtp() {
      if (!smtp) throw new Error('The spec’s own server sends no mail: ownServer({ mail: true }).');
      return smtp;
    },
  };
}

/** The periodic sweep of expired sessions, on SQLite and (npm run test:pg) PostgreSQL: a job of the schedule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../../core/jobs';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { UserSession } from './session.entity';
import { SessionService } from './session.service';

describe('SessionService.purgeExpired', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No background worker: the test runs the due jobs itself.
    server = await startTestServer({ seedDemo: false, env: { JOBS_POLL_MS: '0' } });
  });
  afterAll(() => server.close());

  it('removes the expired sessions and keeps the others', async () => {
    const sessions = new SessionService(server.dataSource);
    const kept = await sessions.create(null);
    const expired = await sessions.create(null);
    const repository = server.dataSource.getRepository(UserSession);
    await repository.update(
      { tokenHash: expired.session.tokenHash },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    await sessions.purgeExpired();
    expect(await repository.existsBy({ tokenHash: kept.session.tokenHash })).toBe(true);
    expect(await repository.existsBy({ tokenHash: expired.session.tokenHash })).toBe(false);
  });

  it('runs as a periodic job (accounts.session-sweep), in whichever process leads the schedules', async () => {
    const sessions = new SessionService(server.dataSource);
    const expired = await sessions.create(null);
    const repository = server.dataSource.getRepository(UserSession);
    await repository.update(
      { tokenHash: expired.session.tokenHash },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    await server.app.jobs.runDue();
    expect(await repository.existsBy({ tokenHash: expired.session.tokenHash })).toBe(false);
    expect(
      await server.dataSource.getRepository(Job).findBy({ kind: 'accounts.session-sweep' }),
    ).toMatchObject([{ state: 'done' }]);
  });
});

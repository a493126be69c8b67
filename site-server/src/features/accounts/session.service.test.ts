/** The periodic sweep of expired sessions, on SQLite and (npm run test:pg) PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { UserSession } from './session.entity';
import { SessionService } from './session.service';

describe('SessionService.purgeExpired', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
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
});

/**
 * The language a staff member works in (issue 26, item 17): their own, chosen in Profile, else their
 * browser's (Accept-Language). The back office shows it, and the server's messages that have
 * translations follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, type LangCode } from '../../../../shared/i18n';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { User } from './user.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A refusal the server words in the asker's language (the backup schedule's time, or on PostgreSQL pg_dump). */
async function refusalOfABadBackupTime(client: TestClient): Promise<string> {
  const response = await client.request('PUT', '/api/admin/backups/schedule', {
    json: { enabled: true, time: '25:99', keep: 3 },
  });
  expect(response.status).toBe(onPostgres ? 409 : 400);
  return ((await response.json()) as { error: { message: string } }).error.message;
}
const badTimeIn = (lang: LangCode) => t(lang, onPostgres ? 'backups.postgres' : 'backups.time.invalid');

async function adminWithBrowserIn(acceptLanguage: string) {
  const client = new TestClient(server.url, { 'accept-language': acceptLanguage });
  await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

const profileOf = async (client: TestClient) =>
  (await (await client.request('GET', '/api/admin/profile')).json()) as { lang: LangCode | null };

const saveLanguage = async (client: TestClient, lang: LangCode | null) => {
  const response = await client.request('PUT', '/api/admin/profile', {
    json: { name: 'Administrator', email: TEST_ADMIN.email, lang },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { lang: LangCode | null };
};

describe("a staff member's language", () => {
  it('is none for the first owner, so the back office speaks their browser’s', async () => {
    const owner = await server.dataSource.getRepository(User).findOneByOrFail({ email: TEST_ADMIN.email });
    expect(owner.lang).toBeNull();
    const client = await adminWithBrowserIn('de-DE,fr-FR;q=0.8,en;q=0.5');
    const session = (await (await client.request('GET', '/api/admin/session')).json()) as {
      user: { lang: LangCode | null };
    };
    expect(session.user.lang).toBeNull();
    expect(await refusalOfABadBackupTime(client)).toContain(badTimeIn('fr_FR'));
    const spanishBrowser = await adminWithBrowserIn('es-419,es;q=0.9');
    expect(await refusalOfABadBackupTime(spanishBrowser)).toContain(badTimeIn('es_ES'));
    // A browser that speaks nothing Vitrine speaks gets English.
    const germanBrowser = await adminWithBrowserIn('de-DE');
    expect(await refusalOfABadBackupTime(germanBrowser)).toContain(badTimeIn('en_US'));
  });

  it('chosen in Profile, wins over the browser’s; choosing none gives the browser’s back', async () => {
    const client = await adminWithBrowserIn('fr-FR');
    expect((await saveLanguage(client, 'es_ES')).lang).toBe('es_ES');
    expect((await profileOf(client)).lang).toBe('es_ES');
    expect(await refusalOfABadBackupTime(client)).toContain(badTimeIn('es_ES'));

    expect((await saveLanguage(client, null)).lang).toBeNull();
    expect(await refusalOfABadBackupTime(client)).toContain(badTimeIn('fr_FR'));
  });

  it('is one of the languages Vitrine speaks, or none', async () => {
    const client = await adminWithBrowserIn('en-US');
    const refused = await client.request('PUT', '/api/admin/profile', {
      json: { name: 'Administrator', email: TEST_ADMIN.email, lang: 'de_DE' },
    });
    expect(refused.status).toBe(400);
    expect((await profileOf(client)).lang).toBeNull();
  });

  it('is none for a user an administrator invites without choosing one, until one is chosen', async () => {
    const admin = await adminWithBrowserIn('en-US');
    const created = await admin.request('POST', '/api/admin/users', {
      json: { email: 'nolang@example.com', name: 'No Language', role: 'sales', companyIds: [1] },
    });
    expect(created.status).toBe(200);
    const user = (await created.json()) as { id: number; lang: LangCode | null };
    expect(user.lang).toBeNull();
    const updated = await admin.request('PUT', `/api/admin/users/${user.id}`, {
      json: { name: 'No Language', role: 'sales', active: true, lang: 'fr_FR', companyIds: [1] },
    });
    expect(((await updated.json()) as { lang: LangCode | null }).lang).toBe('fr_FR');
  });
});

import { describe, expect, it } from 'vitest';
import pg from 'pg';
import Database from 'better-sqlite3';
import { sqliteFile } from '../../core/config';
import { linkMessages } from '../../../../shared/links/contract';
import { linkPageSchema, utmValueListSchema } from '../../../../shared/links/admin-contract';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import {
  server,
  admin,
  publisher,
  portal,
  anonymous,
  follow,
  createLink,
  utmId,
  useLinksTestServer,
} from './links-test-support';

useLinksTestServer();

describe('back office', () => {
  it('is staff only', async () => {
    expect((await anonymous.request('GET', '/api/admin/links')).status).toBe(401);
    expect((await portal.request('GET', '/api/admin/links')).status).toBe(403);
    expect((await portal.request('GET', '/api/admin/utm/campaign')).status).toBe(403);
    expect((await publisher.request('GET', '/api/admin/links')).status).toBe(200);
  });

  it('lists with search, filters, sort and archive', async () => {
    const campaign = await utmId('utm.campaign', 'Admin filter campaign');
    const created = await admin.request('POST', '/api/admin/links', {
      json: { url: 'https://example.com/admin-list', title: 'Findable title', campaignId: campaign },
    });
    expect(created.status).toBe(200);
    const row = (await created.json()) as { id: number; code: string };
    const list = async (query: string) =>
      linkPageSchema.parse(await (await admin.request('GET', `/api/admin/links?${query}`)).json());
    expect((await list('q=findable')).items.map((item) => item.id)).toEqual([row.id]);
    expect((await list(`campaignId=${campaign}`)).items.map((item) => item.id)).toEqual([row.id]);
    expect((await list(`q=${row.code}`)).total).toBe(1);
    const archived = await admin.request('POST', `/api/admin/links/${row.id}/archive`, { json: {} });
    expect(((await archived.json()) as { archived: boolean }).archived).toBe(true);
    expect((await list('q=findable')).total).toBe(0);
    expect((await list('q=findable&archived=true')).total).toBe(1);
    // Archived links keep redirecting (as with Bitly and Dub).
    expect((await follow(server.url, `${row.code}`)).status).toBe(302);
    await admin.request('POST', `/api/admin/links/${row.id}/unarchive`, { json: {} });
    expect((await list('q=findable')).total).toBe(1);
    const bad = await admin.request('POST', '/api/admin/links', { json: { url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      linkMessages.invalidUrl,
    );
  });

  it('renames a code', async () => {
    const link = await createLink(admin, { url: 'https://example.com/admin-rename' });
    const response = await admin.request('PUT', `/api/admin/links/${link.id}/code`, {
      json: { code: 'admin-renamed' },
    });
    expect(((await response.json()) as { code: string }).code).toBe('admin-renamed');
    expect((await follow(server.url, `admin-renamed`)).status).toBe(302);
    const other = await createLink(admin, { url: 'https://example.com/admin-rename-other' });
    const taken = await admin.request('PUT', `/api/admin/links/${link.id}/code`, {
      json: { code: other.code },
    });
    expect(taken.status).toBe(409);
    const empty = await admin.request('PUT', `/api/admin/links/${link.id}/code`, { json: { code: '' } });
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      linkMessages.codeEmpty,
    );
  });

  it('exports links as CSV with the same filters', async () => {
    const response = await admin.request('GET', '/api/admin/links.csv?q=findable');
    expect(response.headers.get('content-disposition')).toContain('links.csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,code,short_url,url,title,campaign,medium,source,clicks,last_click,archived,created',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Findable title');
  });

  it('manages campaigns, media and sources; refuses deleting one in use', async () => {
    const created = await admin.request('POST', '/api/admin/utm/source', { json: { name: 'Podcast' } });
    const source = (await created.json()) as { id: number };
    expect((await admin.request('POST', '/api/admin/utm/source', { json: { name: 'podcast' } })).status).toBe(
      409,
    );
    const renamed = await admin.request('PUT', `/api/admin/utm/source/${source.id}`, {
      json: { name: 'Podcasts' },
    });
    expect(((await renamed.json()) as { name: string }).name).toBe('Podcasts');
    const link = await createLink(admin, { url: 'https://example.com/podcast', source_id: source.id });
    // The redirect carries the new name at once.
    await admin.request('PUT', `/api/admin/utm/source/${source.id}`, { json: { name: 'Podcast FM' } });
    const redirect = await follow(server.url, `${link.code}`);
    expect(redirect.headers.get('location')).toBe('https://example.com/podcast?utm_source=Podcast%20FM');
    const list = utmValueListSchema.parse(await (await admin.request('GET', '/api/admin/utm/source')).json());
    expect(list.find((row) => row.id === source.id)?.linkCount).toBe(1);
    const refused = await admin.request('DELETE', `/api/admin/utm/source/${source.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      linkMessages.utmInUse,
    );
    const unused = (await (
      await admin.request('POST', '/api/admin/utm/medium', { json: { name: 'Unused' } })
    ).json()) as {
      id: number;
    };
    expect((await admin.request('DELETE', `/api/admin/utm/medium/${unused.id}`)).status).toBe(204);
    expect((await admin.request('GET', '/api/admin/utm/nothing')).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('creating and renaming are limited per user', async () => {
    const writer = new TestClient(server.url);
    await admin.request('POST', '/api/admin/users', {
      json: {
        email: 'links-limit@example.com',
        name: 'Limit',
        role: 'publisher',
        password: 'links-pass-1',
        companyIds: [1],
      },
    });
    await writer.signIn('links-limit@example.com', 'links-pass-1');
    const link = await createLink(writer, { url: 'https://example.com/limit' });
    let refusedAt = 0;
    for (let i = 2; i <= 70 && !refusedAt; i++) {
      const { body } = await writer.rpc('/website_links/add_code', {
        init_code: link.code,
        new_code: link.code,
      });
      if (body.error?.data.name === 'RateLimitError') refusedAt = i;
    }
    expect(refusedAt).toBe(61);
    const create = await writer.rpc('/website_links/new', { url: 'https://example.com/limit-2' });
    expect(create.body.error?.data.name).toBe('RateLimitError');
    // Others are not affected.
    expect(await createLink(admin, { url: 'https://example.com/limit-3' })).toBeTruthy();
  });
});

describe('click writer on shutdown', () => {
  it('stores every queued click when the server closes', async () => {
    const own = await startTestServer({ seedDemo: false });
    const client = new TestClient(own.url);
    await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const link = await createLink(client, { url: 'https://example.com/shutdown' });
    const count = 200;
    const requests = [];
    for (let i = 0; i < count; i++) requests.push(follow(own.url, `${link.code}`));
    for (const response of await Promise.all(requests)) expect(response.status).toBe(302);
    await own.app.close();
    try {
      // Read back through a connection of our own: the app's is closed.
      const [clicks, stored] = await readAfterClose(own, [
        ['SELECT COUNT(*) AS n FROM link_click WHERE "linkId" = ?', [link.id]],
        ['SELECT "clickCount" AS n FROM tracked_link WHERE id = ?', [link.id]],
      ]);
      expect(clicks).toBe(count);
      expect(stored).toBe(count);
    } finally {
      await own.close();
    }
  }, 60_000);
});

describe('rate limit of link writes', () => {
  it('also counts the /r page form posts (without JavaScript), in the database', async () => {
    // A minute closing within seconds would start the count again half-way.
    if (60_000 - (Date.now() % 60_000) < 3_000)
      await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 100));
    const staffWrites = async () =>
      Number(
        (
          (await server.dataSource.query(
            `SELECT COALESCE(SUM("hits"), 0) AS "hits" FROM "rate_limit_counter" WHERE "limiter" = 'links.staff'`,
          )) as Array<{ hits: number | string }>
        )[0]!.hits,
      );
    const before = await staffWrites();
    const response = await publisher.request('POST', '/r', {
      body: 'url=https%3A%2F%2Fexample.com%2F&csrf_token=forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // The limiter runs before the CSRF check: the refused post counted too.
    expect(response.status).toBe(403);
    expect(await staffWrites()).toBe(before + 1);
  });
});

/** Runs single-number queries on the database of a test server whose app is closed. */
async function readAfterClose(own: TestServer, queries: Array<[string, unknown[]]>): Promise<number[]> {
  if (own.config.databaseUrl) {
    const client = new pg.Client({ connectionString: own.config.databaseUrl });
    await client.connect();
    try {
      const answers: number[] = [];
      for (const [sql, params] of queries) {
        let n = 0;
        const result = await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        );
        answers.push(Number(result.rows[0].n));
      }
      return answers;
    } finally {
      await client.end();
    }
  }
  const db = new Database(sqliteFile(own.config), { readonly: true });
  try {
    return queries.map(([sql, params]) => Number((db.prepare(sql).get(...params) as { n: number }).n));
  } finally {
    db.close();
  }
}

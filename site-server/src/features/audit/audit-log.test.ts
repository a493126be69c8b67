/**
 * The audit log (issue 16, item 5): staff changes of every kind are logged with who, when, what and
 * the changed fields, in the change's own transaction; administrators list, filter and export them.
 * Sign-ins and mails sent are audit-log-mail-sign-ins.test.ts.
 */
import type { Request } from 'express';
import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditFilters } from '../../../../shared/audit/contract';
import { AuditEntry, attachAuditScope } from '../../core/audit';
import { TestClient, type TestServer } from '../../testing/test-server';
import { auditEntries, call, startAuditTestSite } from './audit-test-support';

let server: TestServer;
let admin: TestClient;
let publisher: TestClient;
let publisherId: number;
let sales: TestClient;

beforeAll(async () => {
  ({ server, admin, publisher, publisherId, sales } = await startAuditTestSite());
}, 60_000);
afterAll(() => server?.close());

const entries = (query = '') => auditEntries(admin, query);

/** A website page as the back office's API takes it: `title` in English, unpublished. */
const page = (title: string, url: string) => ({
  url,
  title: { en_US: title },
  metaTitle: {},
  metaDescription: {},
  blocks: {},
  published: false,
  noindex: false,
});

describe('the audit log records staff changes', () => {
  it("logs a publisher's page edit with the changed fields only, before → after", async () => {
    const created = await call(publisher, 'POST', '/website/pages', page('About', '/audit-about'));
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    const updated = await call(publisher, 'PUT', `/website/pages/${id}`, page('About us', '/audit-about'));
    expect(updated.status).toBe(200);

    const [edit, creation] = await entries(`userId=${publisherId}&model=website_page`);
    expect(edit).toMatchObject({
      action: 'update',
      userId: publisherId,
      userName: 'A publisher',
      model: 'website_page',
      recordId: String(id),
      recordName: 'About us',
      changes: [{ field: 'title', before: 'About', after: 'About us' }],
    });
    expect(edit!.ip).toBeTruthy();
    expect(Date.now() - Date.parse(edit!.at)).toBeLessThan(60_000);
    // Every entry names the record as staff know it now (its latest name in the log).
    expect(creation).toMatchObject({ action: 'create', recordId: String(id), recordName: 'About us' });
    expect(creation!.changes).toEqual(
      expect.arrayContaining([
        { field: 'url', before: null, after: '/audit-about' },
        { field: 'published', before: null, after: 'false' },
      ]),
    );
  });

  it('logs a delete, and publishing and unpublishing through /website/publish', async () => {
    const id = (
      (await call(publisher, 'POST', '/website/pages', page('Gone', '/audit-gone'))).body as {
        id: number;
      }
    ).id;
    const publish = () => publisher.rpc('/website/publish', { id, object: 'website.page' });
    expect((await publish()).body.result).toBe(true);
    expect((await publish()).body.result).toBe(false);
    expect((await call(publisher, 'DELETE', `/website/pages/${id}`)).status).toBe(204);

    const [removed, unpublished, published] = await entries(`model=website_page&userId=${publisherId}`);
    expect(removed).toMatchObject({
      action: 'delete',
      recordId: String(id),
      recordName: 'Gone',
      changes: [],
    });
    expect(unpublished).toMatchObject({
      action: 'unpublish',
      recordId: String(id),
      changes: [{ field: 'published', before: 'true', after: 'false' }],
    });
    expect(published).toMatchObject({
      action: 'publish',
      changes: [{ field: 'published', before: 'false', after: 'true' }],
    });
  });

  it('writes the entry in the change’s transaction: a change that rolls back leaves none', async () => {
    const before = await server.dataSource.getRepository(AuditEntry).count();
    const request = { vitrine: { user: { id: 1, name: 'Administrator' }, staffCall: true }, ip: '127.0.0.1' };
    await expect(
      server.app.transaction(async (em) => {
        attachAuditScope(em, request as unknown as Request);
        await em.query(`UPDATE "company" SET "phone" = 'x' WHERE 1 = 0`);
        const repository = em.getRepository(AuditEntry);
        const company = await em.getRepository('Company').findOneByOrFail({ id: 1 });
        await em.getRepository('Company').save({ ...company, phone: '+1 555 0100' });
        // The entry is there inside the transaction…
        expect(await repository.count()).toBe(before + 1);
        throw new Error('the change fails after its write');
      }),
    ).rejects.toThrow('the change fails');
    // …and gone with it.
    expect(await server.dataSource.getRepository(AuditEntry).count()).toBe(before);
  });

  it('logs bulk updates and deletes row by row, before → after; a query builder update with its values', async () => {
    const staff = { vitrine: { user: { id: 1, name: 'Administrator' }, staffCall: true }, ip: '127.0.0.1' };
    const urls = ['/bulk-a', '/bulk-b'];
    for (const url of urls) await call(admin, 'POST', '/website/pages', page(`Bulk ${url}`, url));
    await server.app.transaction(async (em) => {
      // What the route kit does for a staff call's transaction.
      attachAuditScope(em, staff as unknown as Request);
      server.app.services.audit.captureChanges(em);
      const pages = em.getRepository('WebsitePage');
      await pages.update({ url: In(urls) }, { noindex: true });
      await em
        .createQueryBuilder()
        .update('WebsitePage')
        .set({ published: true })
        .where('url = :url', { url: '/bulk-a' })
        .execute();
      await pages.delete({ url: '/bulk-b' });
    });
    const [removed, built, ...updates] = await entries('model=website_page&userId=1');
    expect(removed).toMatchObject({ action: 'delete', recordName: 'Bulk /bulk-b', changes: [] });
    expect(built).toMatchObject({
      action: 'update',
      recordId: null,
      changes: [{ field: 'published', before: null, after: 'true' }],
    });
    expect(updates.slice(0, 2).map((entry) => [entry.recordName, entry.changes])).toEqual(
      expect.arrayContaining([
        ['Bulk /bulk-a', [{ field: 'noindex', before: 'false', after: 'true' }]],
        ['Bulk /bulk-b', [{ field: 'noindex', before: 'false', after: 'true' }]],
      ]),
    );
  });

  it('marks amounts with their currency, so that staff read money rather than cents (issue 26 item 14)', async () => {
    const created = await call(admin, 'POST', '/shipping-methods', { name: 'Courier 59', price: 5900 });
    expect(created.status).toBe(200);
    const { id } = created.body as { id: number };
    const changed = await call(admin, 'PUT', `/shipping-methods/${id}`, {
      name: 'Courier 59',
      price: 5450,
      freeAbove: 10000,
    });
    expect(changed.status).toBe(200);
    const [update, create] = await entries('model=shipping_method');
    // The shop's currency (the method's amounts are in it), on the amounts only.
    expect(create).toMatchObject({ action: 'create', recordName: 'Courier 59' });
    expect(create!.changes).toContainEqual({ field: 'price', before: null, after: '5900', currency: 'USD' });
    expect(create!.changes.find((change) => change.field === 'name')).toEqual({
      field: 'name',
      before: null,
      after: 'Courier 59',
    });
    expect(update).toMatchObject({ action: 'update', recordId: String(id), recordName: 'Courier 59' });
    expect(update!.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', before: '5900', after: '5450', currency: 'USD' },
        { field: 'freeAbove', before: null, after: '10000', currency: 'USD' },
      ]),
    );
  });

  it('logs a role change and the settings', async () => {
    const users = (await call(admin, 'GET', '/users?search=sales')).body as {
      items: Array<{
        id: number;
        name: string;
        role: string;
        active: boolean;
        lang: string;
        companyIds: number[];
      }>;
    };
    const user = users.items[0]!;
    const changed = await call(admin, 'PUT', `/users/${user.id}`, {
      name: user.name,
      role: 'shop_manager',
      active: true,
      lang: user.lang,
      companyIds: user.companyIds,
    });
    expect(changed.status).toBe(200);
    const [roleChange] = await entries('action=role_change');
    expect(roleChange).toMatchObject({
      model: 'user',
      recordId: String(user.id),
      userName: 'Administrator',
      changes: [{ field: 'role', before: 'sales', after: 'shop_manager' }],
    });

    const settings = (await call(admin, 'GET', '/settings')).body as Record<string, unknown>;
    const { id: _id, logoUrl: _logo, ...input } = settings;
    expect((await call(admin, 'PUT', '/settings', { ...input, phone: '+33 1 23 45 67 89' })).status).toBe(
      200,
    );
    const [changedSettings] = await entries('action=settings');
    expect(changedSettings).toMatchObject({
      model: 'company',
      recordId: '1',
      changes: [{ field: 'phone', before: String(settings.phone ?? ''), after: '+33 1 23 45 67 89' }],
    });
  });

  it("masks payment providers' keys: only their last 4 characters show", async () => {
    const secret = 'sk_test_51AbCdEfGhIjKlMnOp9876';
    const answer = await call(admin, 'PUT', '/payment-providers/stripe', {
      enabled: false,
      sequence: 30,
      publishableKey: 'pk_test_51PublishableKey1234',
      secretKey: secret,
      webhookSecret: 'whsec_abcdefghijklmnop',
    });
    expect(answer.status).toBe(200);
    const [entry] = await entries('model=payment_provider');
    expect(entry).toMatchObject({ action: 'settings', recordId: 'stripe' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'publishableKey', before: '', after: '••••1234' },
        { field: 'secretKey', before: '', after: '••••9876' },
        { field: 'webhookSecret', before: '', after: '••••' },
      ]),
    );
    const raw = JSON.stringify(await server.dataSource.getRepository(AuditEntry).find());
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain('whsec_abc');
  });
});

describe('the audit screen', () => {
  it('filters by user, record kind, action and days, and offers the people and kinds it has', async () => {
    const mine = await entries(`userId=${publisherId}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.userId === publisherId)).toBe(true);
    expect((await entries('model=website_page')).every((entry) => entry.model === 'website_page')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await entries('to=2000-01-01')).toEqual([]);
    expect((await call(admin, 'GET', '/audit?from=yesterday')).status).toBe(400);

    const filters = (await call(admin, 'GET', '/audit/filters')).body as AuditFilters;
    expect(filters.users).toEqual(expect.arrayContaining([{ id: publisherId, name: 'A publisher' }]));
    expect(filters.models).toEqual(expect.arrayContaining(['website_page', 'user', 'payment_provider']));
  });

  it('exports the filtered entries as CSV, with before → after', async () => {
    const response = await admin.request(
      'GET',
      `/api/admin/audit/export.csv?userId=${publisherId}&model=website_page`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toBe(
      'Id,When,User,User id,Address,Action,Record kind,Record id,Record,Changes',
    );
    expect(csv).toContain('title: About → About us');
    expect(csv).not.toContain('Administrator');
  });

  it('is for administrators only', async () => {
    for (const client of [publisher, sales]) {
      expect((await call(client, 'GET', '/audit')).status).toBe(403);
      expect((await call(client, 'GET', '/audit/filters')).status).toBe(403);
      expect((await client.request('GET', '/api/admin/audit/export.csv')).status).toBe(403);
    }
    expect((await call(new TestClient(server.url), 'GET', '/audit')).status).toBe(401);
  });
});

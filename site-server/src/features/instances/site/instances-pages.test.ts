/**
 * Hosted instances in the portal (issue 14, item 9): the list, the rename through GET
 * /saas_portal/rename_client in SPEC §5's order and words, lowercased, kept with its history, refused
 * for a taken name, for anyone but the owner and without the page's csrf_token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages, instanceMessages } from '../../../../../shared/instances/contract';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  staffMember,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { HostedInstance, HostedInstanceRename } from '../hosted-instance.entity';

let server: TestServer;
let customer: TestClient;
let admin: TestClient;
let instance: HostedInstance;

const csrfOf = (html: string) => /name="csrf_token" value="([^"]+)"/.exec(html)![1]!;

/** The customer's rename as the page's form sends it: the answer's status and where it goes. */
async function rename(who: TestClient, dbname: string, options: { clientId?: string; csrf?: string } = {}) {
  const csrf = options.csrf ?? csrfOf((await who.page('/my/instances')).html);
  const query = new URLSearchParams({
    client_id: options.clientId ?? instance.clientId,
    dbname,
    csrf_token: csrf,
  });
  const response = await who.request('GET', `/saas_portal/rename_client?${query}`);
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

beforeAll(async () => {
  server = await startSiteTestServer();
  customer = new TestClient(server.url);
  await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  instance = await server.dataSource
    .getRepository(HostedInstance)
    .findOneByOrFail({ name: 'Acme production' });
}, 60_000);
afterAll(() => server?.close());

describe('the portal’s hosted instances', () => {
  it('shows on /my and lists the customer’s instance with its change-domain form', async () => {
    expect(decodeHtml((await customer.page('/my')).html)).toMatch(
      /data-portal-section="instances"[^>]*><span>Hosted instances<\/span> <strong>1<\/strong>/,
    );
    const page = decodeHtml((await customer.page('/my/instances')).html);
    expect(page).toContain('acme.vitrine-hosting.com');
    expect(page).toContain('action="/saas_portal/rename_client"');
    expect(page).toContain(`value="${instance.clientId}"`);
    expect((await new TestClient(server.url).page('/my/instances')).status).toBe(302);
  });

  it('renames, lowercased, and keeps the history', async () => {
    const done = await rename(customer, 'Acme-Shop.Example.COM');
    expect(done).toMatchObject({ status: 303, location: '/my/instances?message=renamed' });
    const saved = await server.dataSource.getRepository(HostedInstance).findOneByOrFail({ id: instance.id });
    expect(saved).toMatchObject({ domain: 'acme-shop.example.com', databaseName: 'acme-shop.example.com' });
    const history = await server.dataSource
      .getRepository(HostedInstanceRename)
      .findBy({ instanceId: instance.id });
    expect(history.map((row) => [row.fromDomain, row.toDomain])).toEqual([
      ['acme.vitrine-hosting.com', 'acme-shop.example.com'],
    ]);
    const page = decodeHtml((await customer.page('/my/instances?message=renamed')).html);
    expect(page).toContain('The domain name is changed.');
    expect(page).toContain('acme-shop.example.com');
  });

  it('refuses in SPEC §5’s order and words, then a taken name, and changes nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['', 'empty', domainMessages.empty],
      ['my shop.com', 'spaces', domainMessages.spaces],
      ['a.b', 'short', domainMessages.short],
      ['shop_1.com', 'invalid', domainMessages.invalid],
      ['acme-shop.example.com', 'unchanged', instanceMessages.unchanged],
    ];
    for (const [dbname, code, words] of cases) {
      const refused = await rename(customer, dbname);
      expect(refused.status).toBe(303);
      expect(refused.location).toBe(`/my/instances?client_id=${instance.clientId}&error=${code}`);
      expect(decodeHtml((await customer.page(refused.location!)).html)).toContain(words);
    }
    const other = await admin.request('POST', '/api/admin/instances', {
      json: {
        name: 'Other',
        domain: 'Taken.Example.com',
        ownerEmail: 'publisher@example.com',
        plan: 'Starter',
      },
    });
    expect(other.status).toBe(200);
    expect((await rename(customer, 'TAKEN.example.com')).location).toContain('error=taken');
    expect(
      (await server.dataSource.getRepository(HostedInstance).findOneByOrFail({ id: instance.id })).domain,
    ).toBe('acme-shop.example.com');
    expect(
      await server.dataSource.getRepository(HostedInstanceRename).countBy({ instanceId: instance.id }),
    ).toBe(1);
  });

  it('is for the owner only, from the page only', async () => {
    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    const notOwner = await rename(publisher, 'mine-now.example.com');
    expect(notOwner.status).toBe(403);
    expect(decodeHtml(notOwner.text)).toContain(instanceMessages.notOwner);
    expect((await rename(customer, 'forged.example.com', { csrf: 'not-a-token' })).status).toBe(403);
    expect((await rename(customer, 'ghost.example.com', { clientId: 'no-such-client' })).status).toBe(404);
    const anonymous = new TestClient(server.url);
    expect(
      (
        await anonymous.request(
          'GET',
          `/saas_portal/rename_client?client_id=${instance.clientId}&dbname=x.example.com`,
        )
      ).status,
    ).toBe(403);
    expect(
      (await server.dataSource.getRepository(HostedInstance).findOneByOrFail({ id: instance.id })).domain,
    ).toBe('acme-shop.example.com');
  });

  it('lists every instance with its owner and renames for staff; a bad domain is refused there too', async () => {
    const list = (await (await admin.request('GET', '/api/admin/instances')).json()) as Array<{
      domain: string;
      owner: { email: string };
      renames: Array<{ from: string; to: string }>;
    }>;
    expect(list.find((row) => row.domain === 'acme-shop.example.com')).toMatchObject({
      owner: { email: 'portal@example.com' },
      renames: [{ from: 'acme.vitrine-hosting.com', to: 'acme-shop.example.com' }],
    });
    const bad = await admin.request('POST', '/api/admin/instances', {
      json: { name: 'Bad', domain: 'no', ownerEmail: 'portal@example.com', plan: 'Starter' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(domainMessages.short);
    expect((await customer.request('GET', '/api/admin/instances')).status).toBe(403);
  });

  it('are listed by sales staff and created by shop managers only', async () => {
    const body = {
      name: 'By sales',
      domain: 'by-sales.example.com',
      ownerEmail: 'portal@example.com',
      plan: 'Starter',
    };
    const sales = await staffMember(server, admin, 'sales');
    expect((await sales.request('GET', '/api/admin/instances')).status).toBe(200);
    expect((await sales.request('POST', '/api/admin/instances', { json: body })).status).toBe(403);
    const publisher = await staffMember(server, admin, 'publisher');
    expect((await publisher.request('GET', '/api/admin/instances')).status).toBe(403);
    const manager = await staffMember(server, admin, 'shop_manager');
    expect((await manager.request('POST', '/api/admin/instances', { json: body })).status).toBe(200);
  });
});

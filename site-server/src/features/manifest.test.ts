import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAdminCall } from '../../../shared/api/admin-call';
import { defineFeature, createFeatures, type FeatureModule, type Platform } from '../platform';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../testing/test-server';
import { accountsFeature, type AccountsExports } from './accounts';
import { features } from './index';

/**
 * A new feature is one folder and one line in the manifest: this throwaway one (what a folder's
 * index.ts would hold) declares what it needs, adds a spec-style JSON-RPC call, a back-office call and its
 * part of the site's load context, and the app serves them, without any other file knowing it.
 */
const greetingsFeature = defineFeature({
  name: 'greetings',
  needs: { accounts: accountsFeature },
  create(platform: Platform, { accounts }: { accounts: AccountsExports }): FeatureModule {
    return {
      name: 'greetings',
      siteRoutes(router) {
        platform.kit.rpc(
          router,
          '/greetings/hello',
          z.object({ name: z.string().min(1) }),
          async (ctx, { name }) => {
            const company = await platform.company.mainCompany(ctx.em);
            const owner = await accounts.accounts.owner(ctx.em);
            return { text: `Hello ${name}, from ${company.name}`, owner: owner?.email };
          },
        );
      },
      adminRoutes(router) {
        const count = defineAdminCall({
          method: 'get',
          path: '/greetings/count',
          result: z.object({ count: z.number() }),
        });
        platform.kit.api(router, count, 'admin', async () => ({ count: 1 }));
      },
    };
  },
});

describe('the feature manifest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: false,
      appOptions: { features: [...features, greetingsFeature] },
    });
  });
  afterAll(() => server?.close());

  it('serves a feature added by one manifest line, with the exports of the feature it needs', async () => {
    const { body } = await new TestClient(server.url).rpc('/greetings/hello', { name: 'Ada' });
    expect(body.result).toEqual({
      text: expect.stringMatching(/^Hello Ada, from /),
      owner: TEST_ADMIN.email,
    });
  });

  it("checks the feature's back-office call like any other: denied to visitors, allowed to the admin", async () => {
    const anonymous = await new TestClient(server.url).request('GET', '/api/admin/greetings/count');
    expect(anonymous.status).toBe(401);
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const allowed = await admin.request('GET', '/api/admin/greetings/count');
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ count: 1 });
  });

  it('refuses a manifest where a feature comes before one it needs', () => {
    expect(() => createFeatures({} as Platform, [greetingsFeature, accountsFeature])).toThrow(
      'Feature greetings needs accounts, which must be listed before it.',
    );
  });
});

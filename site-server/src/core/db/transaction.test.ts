import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { WebsitePage } from '../../features/website/website-page.entity';
import { runApart } from './transaction';

describe('transaction runner', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server.close());

  it('joins an open transaction instead of waiting for it', async () => {
    const { transaction } = server.app;
    const result = await transaction(async (outer) => transaction(async (inner) => inner === outer));
    expect(result).toBe(true);
  });

  it('keeps work run apart though its transaction rolls back, done before the caller hears how it ended', async () => {
    const { transaction } = server.app;
    const pages = server.dataSource.getRepository(WebsitePage);
    const page = (url: string) => ({ url, title: {}, body: {}, published: false });
    await expect(
      transaction(async (em) => {
        await em.getRepository(WebsitePage).insert(page('/rolled-back'));
        await runApart(transaction, (apart) => apart.getRepository(WebsitePage).insert(page('/kept-apart')));
        // It waits for this transaction to end (on SQLite, waiting for it here would never end).
        expect(await em.getRepository(WebsitePage).countBy({ url: '/kept-apart' })).toBe(0);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await pages.countBy({ url: '/rolled-back' })).toBe(0);
    expect(await pages.countBy({ url: '/kept-apart' })).toBe(1);
  });

  it('rolls back everything when the work fails', async () => {
    const { transaction } = server.app;
    await expect(
      transaction(async (em) => {
        await em
          .getRepository(WebsitePage)
          .insert({ url: '/half-written', title: {}, body: {}, published: false });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await server.dataSource.getRepository(WebsitePage).countBy({ url: '/half-written' })).toBe(0);
  });

  it('runs concurrent transactions without mixing them', async () => {
    const { transaction } = server.app;
    const urls = Array.from({ length: 20 }, (_, i) => `/concurrent-${i}`);
    await Promise.allSettled(
      urls.map((url, i) =>
        transaction(async (em) => {
          await em.getRepository(WebsitePage).insert({ url, title: {}, body: {}, published: false });
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (i % 2) throw new Error('odd ones fail');
        }),
      ),
    );
    const stored = await server.dataSource.getRepository(WebsitePage).find({ order: { url: 'ASC' } });
    const concurrent = stored.map((page) => page.url).filter((url) => url.startsWith('/concurrent-'));
    expect(concurrent.sort()).toEqual(urls.filter((_, i) => i % 2 === 0).sort());
  });
});

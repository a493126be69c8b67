import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatsService } from '../../core/stats';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SiteVisit } from './site-visit.entity';
import { countedPath, Visits } from './visits';

describe('countedPath', () => {
  it('keeps a site path without its query, refuses anything else', () => {
    expect(countedPath('/shop?page=2#top')).toBe('/shop');
    expect(countedPath('/fr/blog')).toBe('/fr/blog');
    for (const refused of ['shop', '//evil.example/x', 'https://evil.example/', '/a\\b', '/a\u0000', 5, null])
      expect(countedPath(refused), String(refused)).toBeNull();
    expect(countedPath(`/${'x'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('different visitors of a range of days', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  }, 60_000);
  afterAll(() => server?.close());

  const visit = (visitorKey: string, day: string) =>
    server.dataSource.getRepository(SiteVisit).insert({
      visitorKey,
      day,
      started: new Date(`${day}T10:00:00Z`),
      lastSeen: new Date(`${day}T10:05:00Z`),
      landingPath: '/',
      pageViews: 1,
      firstLinkId: null,
      lastLinkId: null,
      reachedCart: false,
      reachedCheckout: false,
      reachedOrder: false,
    });

  it('counts a returning visitor once, today included, and sees today’s newcomers after a past range was counted', async () => {
    const visits = new Visits(new StatsService());
    const em = server.dataSource.manager;
    const today = '2026-03-10';
    await visit('anna-anna-anna-anna', '2026-03-05');
    await visit('anna-anna-anna-anna', '2026-03-08');
    await visit('bert-bert-bert-bert', '2026-03-08');
    await visit('anna-anna-anna-anna', today);
    const week = { from: '2026-03-04', to: today };
    expect((await visits.figures(em, week, today)).visitors).toBe(2);
    // A newcomer today and Bert again: one more, whatever was counted of the past days.
    await visit('carl-carl-carl-carl', today);
    await visit('bert-bert-bert-bert', today);
    expect((await visits.figures(em, week, today)).visitors).toBe(3);
    expect((await visits.figures(em, { from: today, to: today }, today)).visitors).toBe(3);
    expect((await visits.figures(em, { from: '2026-03-01', to: '2026-03-07' }, today)).visitors).toBe(1);
    expect((await visits.figures(em, { from: '2026-02-01', to: '2026-02-28' }, today)).visitors).toBe(0);
  });
});

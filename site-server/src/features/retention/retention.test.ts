import { mkdtempSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { AnalyticsEvent, SiteVisit } from '../analytics';
import { Cart } from '../cart';
import { CartRecovery } from '../cart-recovery';
import { LinkClick } from '../links/link-click.entity';
import { DAY_MS, runRetention, storePastClicks } from './retention-test-support';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: TestServer;
let admin: TestClient;
/** The server's log files, as the desktop app keeps them. */
const logsDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-logs-'));

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, env: { VITRINE_LOGS_DIR: logsDir } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const callKw = (model: string, method: string, args: unknown[], kwargs = {}) =>
  admin.rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs });

/** Everything the link's statistics show: the back office's detail and the spec's model calls. */
async function statisticsOf(linkId: number) {
  const detail = (await (await admin.request('GET', `/api/admin/links/${linkId}`)).json()) as {
    statistics: unknown;
  };
  const domain = [['link_id', '=', linkId]];
  const count = (await callKw('link.tracker.click', 'search_count', [domain])).body.result;
  const byDay = (
    await callKw('link.tracker.click', 'read_group', [domain, ['create_date']], {
      groupby: 'create_date:day',
    })
  ).body.result;
  const byCountry = (
    await callKw('link.tracker.click', 'read_group', [domain, ['country_id']], { groupby: ['country_id'] })
  ).body.result;
  return { statistics: detail.statistics, count, byDay, byCountry };
}

const rawClicksOf = (linkId: number) => server.dataSource.getRepository(LinkClick).countBy({ linkId });

describe('retention of raw clicks', () => {
  let link: { id: number; code: string };

  beforeAll(async () => {
    link = (await admin.rpc('/website_links/new', { url: 'https://example.com/retention' })).body
      .result as typeof link;
    for (const ua of [BROWSER_UA, BROWSER_UA, BOT_UA])
      await fetch(`${server.url}/r/${link.code}`, { redirect: 'manual', headers: { 'user-agent': ua } });
    await storePastClicks(server, link.id, [
      // Past 13 months: go (humans into the daily aggregate; the bot without a trace).
      { daysAgo: 430, countryCode: 'FR', referrerHost: 'www.facebook.com' },
      { daysAgo: 430, countryCode: 'FR', referrerHost: 'www.facebook.com' },
      { daysAgo: 430, countryCode: 'FR', device: 'mobile' },
      { daysAgo: 430, device: 'tablet' },
      { daysAgo: 430, device: 'bot' },
      { daysAgo: 600, countryCode: 'ES', referrerHost: 'news.example.org' },
      // Within 13 months: stay.
      { daysAgo: 300, countryCode: 'DE' },
    ]);
  });

  it('removes raw clicks past 13 months while the link’s statistics stay exactly the same', async () => {
    const before = await statisticsOf(link.id);
    expect(before.count).toBe(2 + 6);
    expect(await rawClicksOf(link.id)).toBe(3 + 7);

    await runRetention(server, 'clicks-1');

    expect(await rawClicksOf(link.id)).toBe(3 + 1);
    expect(await statisticsOf(link.id)).toEqual(before);
    // Each removed human click counts once in the daily aggregate, bots not at all.
    const [row] = (await server.dataSource.query(
      `SELECT SUM("clicks") AS "clicks" FROM "link_click_day" WHERE "linkId" = ${Number(link.id)}`,
    )) as Array<{ clicks: number | string }>;
    expect(Number(row!.clicks)).toBe(5);

    // Running again removes nothing more and counts nothing twice.
    await runRetention(server, 'clicks-2');
    expect(await rawClicksOf(link.id)).toBe(3 + 1);
    expect(await statisticsOf(link.id)).toEqual(before);
  });

  it('follows the setting: a shorter period removes more, the statistics still the same', async () => {
    const before = await statisticsOf(link.id);
    const saved = await admin.request('PUT', '/api/admin/retention/settings', {
      json: {
        keepFullClickAddresses: false,
        clicksMonths: 6,
        visitsMonths: 13,
        abandonedCartsDays: 90,
        mailBodiesDays: 90,
        logsDays: 30,
      },
    });
    expect(saved.status).toBe(200);
    await runRetention(server, 'clicks-3');
    expect(await rawClicksOf(link.id)).toBe(3);
    expect(await statisticsOf(link.id)).toEqual(before);
  });
});

describe('retention of mail bodies', () => {
  it('empties the text of mails past 90 days that went or failed; their record stays, queued ones wait', async () => {
    const outbox = server.dataSource.getRepository(OutboxMail);
    const mail = (subject: string, state: OutboxMail['state'], daysAgo: number) =>
      outbox.save(
        outbox.create({
          from: 'shop@example.com',
          to: 'customer@example.com',
          recipient: 'customer@example.com',
          subject,
          text: `Text of ${subject}`,
          html: `<p>${subject}</p>`,
          state,
          created: new Date(Date.now() - daysAgo * DAY_MS),
        }),
      );
    const old = await mail('Old receipt', 'sent', 120);
    const oldHeld = await mail('Old held', 'held', 120);
    const oldQueued = await mail('Old queued', 'queued', 120);
    const recent = await mail('Recent receipt', 'sent', 10);

    await runRetention(server, 'mail-1');

    const after = async (id: number) => outbox.findOneByOrFail({ id });
    for (const gone of [old, oldHeld]) {
      const row = await after(gone.id);
      expect(row).toMatchObject({
        text: '',
        html: null,
        subject: gone.subject,
        to: gone.to,
        state: gone.state,
      });
      expect(row.bodyRemovedAt).toBeInstanceOf(Date);
    }
    for (const kept of [oldQueued, recent])
      expect(await after(kept.id)).toMatchObject({ text: kept.text, html: kept.html, bodyRemovedAt: null });

    // A mail without its text is not sent again.
    const resend = await admin.request('POST', `/api/admin/outbox/${old.id}/resend`);
    expect(resend.status).toBe(409);
    expect(JSON.stringify(await resend.json())).toContain('The text of this mail was removed');
  });
});

describe('retention of visits', () => {
  it('removes site visits and raw shop events past 13 months; newer ones stay', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
    const visits = server.dataSource.getRepository(SiteVisit);
    const events = server.dataSource.getRepository(AnalyticsEvent);
    const visit = (visitorKey: string, daysAgo: number) =>
      visits.save(
        visits.create({
          visitorKey,
          day: day(daysAgo).toISOString().slice(0, 10),
          started: day(daysAgo),
          lastSeen: day(daysAgo),
        }),
      );
    const event = (visitorHash: string, daysAgo: number) =>
      events.save(
        events.create({
          kind: 'product_view',
          path: '/stats/ecom/product_view/1',
          recordId: 1,
          visitorHash,
          created: day(daysAgo),
        }),
      );
    const oldVisit = await visit('old-visitor', 500);
    const newVisit = await visit('new-visitor', 20);
    const oldEvent = await event('old-visitor', 500);
    const newEvent = await event('new-visitor', 20);

    await runRetention(server, 'visits-1');

    expect(await visits.findOneBy({ id: oldVisit.id })).toBeNull();
    expect(await visits.findOneBy({ id: newVisit.id })).not.toBeNull();
    expect(await events.findOneBy({ id: oldEvent.id })).toBeNull();
    expect(await events.findOneBy({ id: newEvent.id })).not.toBeNull();
  });
});

describe('retention of abandoned carts', () => {
  it('removes draft carts untouched for 90 days with their lines and recovery row; ordered and recent carts stay', async () => {
    const db = server.dataSource;
    const cart = async (state: 'draft' | 'ordered', daysAgo: number) => {
      const saved = await db.getRepository(Cart).save({ currency: 'USD', state, tokenHash: null });
      // `updated` is the ORM's own: set the past straight in the table.
      await db
        .createQueryBuilder()
        .update(Cart)
        .set({
          updated: () =>
            db.options.type === 'postgres'
              ? `now() - interval '${daysAgo} days'`
              : `datetime('now', '-${daysAgo} days')`,
        })
        .where('id = :id', { id: saved.id })
        .execute();
      return saved.id;
    };
    const abandoned = await cart('draft', 120);
    const ordered = await cart('ordered', 120);
    const recent = await cart('draft', 10);
    await db.getRepository(CartRecovery).save({
      cartId: abandoned,
      email: 'shopper@example.com',
      lang: 'en_US',
      state: 'waiting',
      lastActivityAt: new Date(Date.now() - 120 * DAY_MS),
      value: 0,
      currency: 'USD',
    });

    await runRetention(server, 'carts-1');

    const carts = db.getRepository(Cart);
    expect(await carts.findOneBy({ id: abandoned })).toBeNull();
    expect(await db.getRepository(CartRecovery).findOneBy({ cartId: abandoned })).toBeNull();
    expect(await carts.findOneBy({ id: ordered })).not.toBeNull();
    expect(await carts.findOneBy({ id: recent })).not.toBeNull();
  });
});

describe('retention of server logs', () => {
  it('removes rotated log files last written over 30 days ago; the live log and newer files stay', async () => {
    const file = (name: string, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * DAY_MS);
      writeFileSync(path.join(logsDir, name), '{"msg":"a line"}\n');
      utimesSync(path.join(logsDir, name), at, at);
    };
    file('server.log', 40);
    file('server.log.1', 5);
    file('server.log.2', 40);
    file('notes.txt', 40);

    await runRetention(server, 'logs-1');

    const left = ['server.log', 'server.log.1', 'server.log.2', 'notes.txt'].filter((name) =>
      existsSync(path.join(logsDir, name)),
    );
    expect(left).toEqual(['server.log', 'server.log.1', 'notes.txt']);
  });
});

import { In, type EntityManager } from 'typeorm';
import { linkMetrics } from '../../../../shared/links/statistics';
import type { DemoData } from '../../core/demo';
import type { StatChange, StatsService } from '../../core/stats';
import { User } from '../accounts';
import { LinkClick } from './link-click.entity';
import { randomCode } from './link-url';
import { TrackedLink } from './tracked-link.entity';
import { UtmCampaign, UtmMedium, UtmSource } from './utm.entity';

const DAY_MS = 86_400_000;
export const DEMO_LINK = 'link.tracker';
export const DEMO_CLICK = 'link.tracker.click';

/** A small deterministic generator, so demo data looks the same on every new database. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What human clicks add to the daily counts (`sign` -1: what their removal takes back). */
function clickCounts(clicks: ReadonlyArray<Partial<LinkClick>>, sign: 1 | -1): StatChange[] {
  return clicks.flatMap(({ created, countryCode, linkId }) => [
    { metric: linkMetrics.clicks, at: created!, amount: sign },
    { metric: linkMetrics.clicksByCountry, dimension: countryCode ?? '', at: created!, amount: sign },
    { metric: linkMetrics.clicksByLink, dimension: String(linkId), at: created!, amount: sign },
  ]);
}

/**
 * Demo data: a few UTM values and links with a few hundred clicks over the last 60 days. The links and
 * their clicks are marked as demo data.
 */
export async function seedLinksDemo(
  em: EntityManager,
  deps: { adminEmail: string | null; stats: StatsService; demo: DemoData },
) {
  const { adminEmail, stats, demo } = deps;
  const name = (value: string) => ({ name: value, nameKey: value.toLowerCase() });
  const campaigns = await em
    .getRepository(UtmCampaign)
    .save(['Spring sale', 'Newsletter', 'Launch'].map(name));
  const media = await em.getRepository(UtmMedium).save(['Email', 'Social', 'Banner'].map(name));
  const sources = await em
    .getRepository(UtmSource)
    .save(['Newsletter', 'Facebook', 'Partner blog'].map(name));
  const owner =
    (adminEmail ? await em.getRepository(User).findOneBy({ email: adminEmail.toLowerCase() }) : null) ??
    (await em.getRepository(User).findOne({ where: { role: 'admin' }, order: { id: 'ASC' } }));
  const now = Date.now();
  const targets = [
    { url: 'https://example.com/spring', title: 'Spring collection', utm: [0, 0, 0] },
    { url: 'https://example.com/blog/welcome?ref=home', title: 'Welcome post', utm: [1, 1, 1] },
    { url: 'https://example.com/product/chair#reviews', title: 'Chair reviews', utm: [2, 2, 2] },
    { url: 'https://example.org/launch', title: null, utm: [2, 1, 1] },
  ];
  const random = seeded(42);
  const countries = ['FR', 'US', 'DE', 'ES', 'BE', 'GB', null];
  const referrers = ['www.facebook.com', 'mail.google.com', 't.co', null, null];
  const devices = ['desktop', 'desktop', 'mobile', 'mobile', 'tablet'] as const;
  for (const [index, target] of targets.entries()) {
    const [c, m, s] = target.utm as [number, number, number];
    const link = await em.getRepository(TrackedLink).save({
      url: target.url,
      code: `demo${index + 1}${randomCode(2)}`,
      title: target.title,
      campaignId: campaigns[c]!.id,
      mediumId: media[m]!.id,
      sourceId: sources[s]!.id,
      createdById: owner?.id ?? null,
      archived: false,
      clickCount: 0,
      lastClickAt: null,
      created: new Date(now - 61 * DAY_MS),
    });
    const clicks: Array<Partial<LinkClick>> = [];
    const count = 40 + Math.floor(random() * 120);
    for (let i = 0; i < count; i++) {
      const isBot = random() < 0.05;
      clicks.push({
        linkId: link.id,
        created: new Date(now - Math.floor(random() ** 1.5 * 60 * DAY_MS)),
        countryCode: countries[Math.floor(random() * countries.length)] ?? null,
        referrerHost: referrers[Math.floor(random() * referrers.length)] ?? null,
        device: isBot ? 'bot' : devices[Math.floor(random() * devices.length)]!,
        isBot,
      });
    }
    for (let i = 0; i < clicks.length; i += 100)
      await em.getRepository(LinkClick).insert(clicks.slice(i, i + 100));
    const human = clicks.filter((click) => !click.isBot);
    // Counted as the click writer counts the clicks it writes.
    await stats.add(em, clickCounts(human, 1));
    await demo.mark(em, DEMO_LINK, link.id);
    const saved = await em
      .getRepository(LinkClick)
      .find({ select: { id: true }, where: { linkId: link.id } });
    await demo.mark(
      em,
      DEMO_CLICK,
      saved.map((click) => click.id),
    );
    const last = Math.max(...human.map((click) => click.created!.getTime()));
    await em
      .getRepository(TrackedLink)
      .update(
        { id: link.id },
        { clickCount: human.length, lastClickAt: human.length ? new Date(last) : null },
      );
  }
}

/**
 * Removes the demo clicks: their daily counts are taken back and their links' click counts lowered.
 * Clicks people made since on a demo link stay.
 */
export async function removeDemoClicks(
  em: EntityManager,
  ids: readonly number[],
  stats: StatsService,
): Promise<void> {
  if (!ids.length) return;
  const clicks = await em.getRepository(LinkClick).findBy({ id: In([...ids]) });
  const human = clicks.filter((click) => !click.isBot);
  await stats.add(em, clickCounts(human, -1));
  await em.getRepository(LinkClick).delete({ id: In([...ids]) });
  const perLink = new Map<number, number>();
  for (const click of human) perLink.set(click.linkId, (perLink.get(click.linkId) ?? 0) + 1);
  for (const [linkId, count] of perLink) {
    const latest = await em
      .getRepository(LinkClick)
      .findOne({ where: { linkId, isBot: false }, order: { created: 'DESC' } });
    await em
      .getRepository(TrackedLink)
      .createQueryBuilder()
      .update()
      .set({ clickCount: () => `"clickCount" - ${count}`, lastClickAt: latest?.created ?? null })
      .where('id = :linkId', { linkId })
      .execute();
  }
}

/**
 * The demo links are archived, not removed: a link keeps redirecting whatever happens to it (links
 * are never deleted), and what staff attributed to it stays attributed.
 */
export async function archiveDemoLinks(em: EntityManager, ids: readonly number[]): Promise<void> {
  if (ids.length) await em.getRepository(TrackedLink).update({ id: In([...ids]) }, { archived: true });
}

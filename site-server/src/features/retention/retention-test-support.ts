import type { TestServer } from '../../testing/test-server';
import { LinkClick } from '../links/link-click.entity';

export const DAY_MS = 86_400_000;

/** A raw click as the click writer stores it, at a past time (clicks made now cannot be old). */
export interface PastClick {
  daysAgo: number;
  countryCode?: string | null;
  referrerHost?: string | null;
  device?: 'desktop' | 'mobile' | 'tablet' | 'bot';
}

export async function storePastClicks(server: TestServer, linkId: number, clicks: PastClick[]) {
  const now = Date.now();
  await server.dataSource.getRepository(LinkClick).insert(
    clicks.map(({ daysAgo, countryCode = null, referrerHost = null, device = 'desktop' }, i) => ({
      linkId,
      // Spread over the day, not on its edge: the day a click counts on is the same before and after.
      created: new Date(now - daysAgo * DAY_MS - (i % 5) * 60_000),
      countryCode,
      referrerHost,
      device,
      isBot: device === 'bot',
      address: '203.0.113.0',
    })),
  );
}

/** Runs the retention job now (a run of its own, whatever the hourly slot). */
export async function runRetention(server: TestServer, key: string) {
  await server.dataSource.transaction((em) =>
    server.app.jobs.enqueue(em, 'retention.purge', { slot: new Date().toISOString() }, { key }),
  );
  await server.app.jobs.runDue();
}

/**
 * Times the statistics of the busiest link in process (run by bench/links-bench.mjs through tsx):
 * the real LinkService on a SQLite file; prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { accountsEntities } from '../site-server/src/features/accounts';
import { linksEntities } from '../site-server/src/features/links/entities';
import { LinkCodeCache } from '../site-server/src/features/links/link-cache';
import { LinkService } from '../site-server/src/features/links/link.service';
import { LinkSql } from '../site-server/src/features/links/sql';
import { TrackedLink } from '../site-server/src/features/links/tracked-link.entity';

const file = process.argv[2];
if (!file) throw new Error('usage: links-stats.ts FILE.sqlite');
const dataSource = new DataSource({
  type: 'better-sqlite3',
  database: file,
  entities: [...accountsEntities, ...linksEntities],
  synchronize: false,
  logging: false,
});
await dataSource.initialize();
try {
  const links = new LinkService(new LinkCodeCache(), new LinkSql(dataSource));
  const em = dataSource.manager;
  const busiest = await em.getRepository(TrackedLink).findOneOrFail({
    where: {},
    order: { clickCount: 'DESC' },
    relations: { campaign: true, medium: true, source: true },
  });
  const timings: Record<string, number> = {};
  const totals: Record<string, number> = {};
  for (const period of ['all', 'month', 'week'] as const) {
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const stats = await links.periodStatistics(em, busiest, period);
      runs.push(performance.now() - started);
      totals[period] = stats.total;
    }
    runs.sort((a, b) => a - b);
    timings[period] = Math.round(runs[2]! * 10) / 10; // median of 5
  }
  const started = performance.now();
  await links.statistics(em, busiest);
  const full = Math.round((performance.now() - started) * 10) / 10;
  console.log(
    JSON.stringify({
      linkId: busiest.id,
      clicks: busiest.clickCount,
      totals,
      medianMs: timings,
      fullMs: full,
    }),
  );
} finally {
  await dataSource.destroy();
}

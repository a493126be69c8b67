import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { CACHE_SAFETY_EXPIRY_MS, type EventBus } from '../../core/events';
import type { SitemapRegistry } from '../../core/records';
import {
  MAX_URLS_PER_SITEMAP,
  newestLastmod,
  sitemapIndexXml,
  sitemapParts,
  uniqueEntries,
  URLSET_CLOSE,
  URLSET_OPEN,
  UrlWriter,
  type SitemapSite,
} from './sitemap-xml';
import type { SitemapEntry } from '../../core/records';

const gzipped = promisify(gzip);

/** One sitemap file, ready to send as it is or gzipped (crawlers ask for gzip). */
export interface SitemapFile {
  xml: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The documents of one site address: /sitemap.xml, and its parts /sitemap-{n}.xml when split. */
export interface SitemapDocuments {
  /** The urlset, or the sitemap index when the site has more URLs than one file may hold. */
  main: SitemapFile;
  /** Part n (1-based) of a split sitemap; empty when /sitemap.xml is the urlset itself. */
  parts: SitemapFile[];
  builtAt: Date;
  /** How long the build took (reading the sources, writing and compressing). */
  buildMs: number;
}

/** Entries written between two turns of the event loop: a large catalogue never blocks other requests long. */
const ENTRIES_PER_TURN = 1000;

/** Shortest time a built sitemap is served before a change may rebuild it (SITEMAP_MIN_AGE_MS). */
export const SITEMAP_MIN_AGE_MS = 60_000;
/**
 * Longest time a built sitemap is served without a rebuild: scheduled posts come out without a commit,
 * and a change another process's notification missed shows within it too.
 */
export const SITEMAP_MAX_AGE_MS = CACHE_SAFETY_EXPIRY_MS;

declare module '../../core/events' {
  interface VitrineEvents {
    /** What the sitemap lists was written (shared across processes: their kept sitemaps go stale too). */
    'seo.sitemap-changed': Record<string, never>;
  }
}

export interface SitemapServiceOptions {
  registry: SitemapRegistry;
  dataSource: DataSource;
  /** Committed writes to what the sources read make the kept sitemaps stale. */
  events: EventBus;
  /** The active languages and the public origin the documents are written for. */
  site: () => Promise<Omit<SitemapSite, 'publicUrl'>>;
  /** What `site` reads: a committed write to it makes the sitemap stale too. */
  siteReads?: ReadonlyArray<EntityTarget<ObjectLiteral>>;
  /**
   * A stale sitemap younger than this is served as it is; older, it is served while a new one is
   * built in the background. 0: a stale sitemap is never served, the request waits for the new one.
   */
  minAgeMs?: number;
  /** A sitemap older than this is stale even without a change. */
  maxAgeMs?: number;
  maxUrlsPerFile?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

interface KeptSitemap {
  documents: SitemapDocuments;
  builtAt: number;
  /** The change count when its build started: older than the current one, it is stale. */
  generation: number;
}

/**
 * Builds the sitemap from the registered sources and keeps it: a crawler asking again and again reads
 * memory, not the database. A committed write to what the sources read makes it stale; it is then
 * rebuilt in the background (at most once per minAgeMs) while the kept copy is served. Builds run one
 * at a time, and requests arriving while one runs share it.
 */
export class SitemapService {
  private readonly kept = new Map<string, KeptSitemap>();
  private readonly building = new Map<string, { requested: number; build: Promise<SitemapDocuments> }>();
  /** The previous build, which the next one waits for. */
  private queue: Promise<unknown> = Promise.resolve();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: SitemapServiceOptions) {
    this.now = options.now ?? Date.now;
    const sources = options.registry.reads();
    const invalidate = () => this.invalidate();
    // Rolled back too: on SQLite a build during the write may have read rows a rollback takes back.
    if (sources === 'anything') {
      options.events.subscribe('record.written', invalidate, { evenIfRolledBack: true });
      options.events.subscribe('db.committed', invalidate);
    } else {
      const watched = [...sources, ...(options.siteReads ?? [])];
      // Entity metadata exists once the data source is initialised, after the features are created.
      let tables: Set<string> | null = null;
      const isWatched = (table: string) => {
        tables ??= new Set(watched.map((target) => options.dataSource.getMetadata(target).tableName));
        return tables.has(table);
      };
      const { events } = options;
      events.subscribe('record.written', ({ table }) => isWatched(table) && invalidate(), {
        evenIfRolledBack: true,
      });
      // Once committed, the other processes' kept sitemaps go stale too (one notification per burst).
      events.share('seo.sitemap-changed', { everything: {} });
      events.subscribe('seo.sitemap-changed', invalidate, { fromElsewhereOnly: true });
      events.subscribe('record.written', ({ table }) => {
        if (isWatched(table)) events.publish(null, 'seo.sitemap-changed', {});
      });
    }
  }

  /** Marks every kept sitemap stale (something they list may have changed). */
  invalidate() {
    this.generation += 1;
  }

  async documents(publicUrl: string): Promise<SitemapDocuments> {
    const kept = this.kept.get(publicUrl);
    if (!kept) return this.rebuild(publicUrl);
    const age = this.now() - kept.builtAt;
    if (kept.generation === this.generation && age < (this.options.maxAgeMs ?? SITEMAP_MAX_AGE_MS))
      return kept.documents;
    const minAge = this.options.minAgeMs ?? SITEMAP_MIN_AGE_MS;
    if (minAge === 0) return this.rebuild(publicUrl);
    // Stale-while-revalidate: the kept copy now, the new one for the requests after its build.
    if (age >= minAge) this.rebuild(publicUrl).catch(() => undefined);
    return kept.documents;
  }

  /** Resolves once no build runs or waits (tests, and the bench, wait for a background rebuild). */
  async settled(): Promise<void> {
    while (this.building.size > 0) await Promise.allSettled([...this.building.values()].map((b) => b.build));
  }

  /** A build that sees every change committed so far: the one running if it was asked for since, else a new one. */
  private rebuild(publicUrl: string): Promise<SitemapDocuments> {
    const running = this.building.get(publicUrl);
    if (running && running.requested === this.generation) return running.build;
    const requested = this.generation;
    const build = this.queue
      .catch(() => undefined)
      .then(async () => {
        const generation = this.generation;
        const builtAt = this.now();
        const documents = await this.build(publicUrl);
        // One copy per address the site answers on; a handful at most.
        if (!this.kept.has(publicUrl) && this.kept.size >= 8) this.kept.clear();
        this.kept.set(publicUrl, { documents, builtAt, generation });
        return documents;
      })
      .finally(() => {
        if (this.building.get(publicUrl)?.build === build) this.building.delete(publicUrl);
      });
    this.queue = build;
    this.building.set(publicUrl, { requested, build });
    return build;
  }

  private async build(publicUrl: string): Promise<SitemapDocuments> {
    const started = performance.now();
    const site: SitemapSite = { ...(await this.options.site()), publicUrl };
    // The home page is always there, and first.
    const entries = uniqueEntries([
      { path: '/', lastmod: null },
      ...(await this.options.registry.entries(this.options.dataSource.manager)),
    ]);
    const parts = sitemapParts(entries, site, this.options.maxUrlsPerFile ?? MAX_URLS_PER_SITEMAP);
    const builtAt = new Date();
    const writer = new UrlWriter(site);
    const done = (main: SitemapFile, files: SitemapFile[]): SitemapDocuments => ({
      main,
      parts: files,
      builtAt,
      buildMs: performance.now() - started,
    });
    if (parts.length === 1) return done(await sitemapFile(await urlset(parts[0]!, writer)), []);
    const files: SitemapFile[] = [];
    for (const part of parts) files.push(await sitemapFile(await urlset(part, writer)));
    const index = sitemapIndexXml(
      parts.map((part, number) => ({
        loc: `${publicUrl}/sitemap-${number + 1}.xml`,
        lastmod: newestLastmod(part),
      })),
    );
    return done(await sitemapFile(index), files);
  }
}

/** A urlset written a slice at a time, letting other requests run in between. */
async function urlset(entries: readonly SitemapEntry[], writer: UrlWriter): Promise<string> {
  const chunks = [URLSET_OPEN];
  for (let start = 0; start < entries.length; start += ENTRIES_PER_TURN) {
    if (start > 0) await nextTurn();
    chunks.push(writer.write(entries.slice(start, start + ENTRIES_PER_TURN)));
  }
  chunks.push(URLSET_CLOSE);
  return chunks.join('');
}

/** Compressed on libuv's thread pool, off the event loop. */
async function sitemapFile(text: string): Promise<SitemapFile> {
  const xml = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha1').update(xml).digest('base64url')}"`;
  return { xml, gzip: await gzipped(xml), etag };
}

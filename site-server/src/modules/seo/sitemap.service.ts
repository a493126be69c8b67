import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { SitemapRegistry } from '../../core/records';
import {
  MAX_URLS_PER_SITEMAP,
  newestLastmod,
  sitemapIndexXml,
  sitemapParts,
  uniqueEntries,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlElements,
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
}

/** Entries written between two turns of the event loop: a large catalogue never blocks other requests long. */
const ENTRIES_PER_TURN = 1000;

export interface SitemapServiceOptions {
  registry: SitemapRegistry;
  dataSource: DataSource;
  /** The active languages and the public origin the documents are written for. */
  site: () => Promise<Omit<SitemapSite, 'publicUrl'>>;
  /** Longest time a built sitemap is served; every commit drops it sooner. */
  maxAgeMs?: number;
  maxUrlsPerFile?: number;
}

/**
 * Builds the sitemap from the registered sources and keeps it until the next commit (or maxAgeMs):
 * a crawler asking again and again reads memory, not the database. Requests arriving while it is
 * built share that one build.
 */
export class SitemapService {
  private readonly cache = new Map<string, { documents: SitemapDocuments; until: number }>();
  private readonly building = new Map<string, Promise<SitemapDocuments>>();
  private generation = 0;

  constructor(private readonly options: SitemapServiceOptions) {
    const subscriber: EntitySubscriberInterface = { afterTransactionCommit: () => this.invalidate() };
    options.dataSource.subscribers.push(subscriber);
  }

  /** Forgets every built sitemap (any committed change may publish or unpublish something). */
  invalidate() {
    this.generation += 1;
    this.cache.clear();
    this.building.clear();
  }

  async documents(publicUrl: string): Promise<SitemapDocuments> {
    const cached = this.cache.get(publicUrl);
    if (cached && cached.until > Date.now()) return cached.documents;
    let build = this.building.get(publicUrl);
    if (!build) {
      const generation = this.generation;
      build = this.build(publicUrl).then(
        (documents) => {
          if (this.building.get(publicUrl) === build) this.building.delete(publicUrl);
          // A build that overlapped a commit may miss it: served once, not kept.
          if (generation === this.generation) {
            // One entry per address the site answers on; a handful at most.
            if (this.cache.size >= 8) this.cache.clear();
            this.cache.set(publicUrl, {
              documents,
              until: Date.now() + (this.options.maxAgeMs ?? 10 * 60_000),
            });
          }
          return documents;
        },
        (error: unknown) => {
          if (this.building.get(publicUrl) === build) this.building.delete(publicUrl);
          throw error;
        },
      );
      this.building.set(publicUrl, build);
    }
    return build;
  }

  private async build(publicUrl: string): Promise<SitemapDocuments> {
    const site: SitemapSite = { ...(await this.options.site()), publicUrl };
    // The home page is always there, and first.
    const entries = uniqueEntries([
      { path: '/', lastmod: null },
      ...(await this.options.registry.entries(this.options.dataSource.manager)),
    ]);
    const parts = sitemapParts(entries, site, this.options.maxUrlsPerFile ?? MAX_URLS_PER_SITEMAP);
    const builtAt = new Date();
    if (parts.length === 1)
      return { main: await sitemapFile(await urlset(parts[0]!, site)), parts: [], builtAt };
    const files: SitemapFile[] = [];
    for (const part of parts) files.push(await sitemapFile(await urlset(part, site)));
    const index = sitemapIndexXml(
      parts.map((part, number) => ({
        loc: `${publicUrl}/sitemap-${number + 1}.xml`,
        lastmod: newestLastmod(part),
      })),
    );
    return { main: await sitemapFile(index), parts: files, builtAt };
  }
}

/** A urlset written a slice at a time, letting other requests run in between. */
async function urlset(entries: readonly SitemapEntry[], site: SitemapSite): Promise<string> {
  const chunks = [URLSET_OPEN];
  for (let start = 0; start < entries.length; start += ENTRIES_PER_TURN) {
    if (start > 0) await nextTurn();
    chunks.push(urlElements(entries.slice(start, start + ENTRIES_PER_TURN), site));
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

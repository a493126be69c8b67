import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { SitemapRegistry } from '../../core/records';
import {
  MAX_URLS_PER_SITEMAP,
  newestLastmod,
  sitemapIndexXml,
  sitemapParts,
  uniqueEntries,
  urlsetXml,
  type SitemapSite,
} from './sitemap-xml';

/** The documents of one site address: /sitemap.xml, and its parts /sitemap-{n}.xml when split. */
export interface SitemapDocuments {
  /** The urlset, or the sitemap index when the site has more URLs than one file may hold. */
  main: string;
  /** Part n (1-based) of a split sitemap; empty when /sitemap.xml is the urlset itself. */
  parts: string[];
}

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
    if (parts.length === 1) return { main: urlsetXml(parts[0]!, site), parts: [] };
    return {
      main: sitemapIndexXml(
        parts.map((part, index) => ({
          loc: `${publicUrl}/sitemap-${index + 1}.xml`,
          lastmod: newestLastmod(part),
        })),
      ),
      parts: parts.map((part) => urlsetXml(part, site)),
    };
  }
}

import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Role } from '../../../shared/roles';

/** What other features need to know of one record of a model (chatter, follow, sitemap…). */
export interface RecordInfo {
  id: number;
  /** The record's display name ("Our first post"). */
  name: string;
  /** Its page on the public site, without language prefix ('/blog/news-1/post/hello-3'); null when none. */
  path: string | null;
  /** Whether visitors may see it. */
  published: boolean;
  /**
   * Portal documents: the record's access token. A visitor who gives it (chatter `token`) sees the
   * record even unpublished, and may post on it as `tokenHolder` (posting is refused without one).
   */
  accessToken?: string | null;
  tokenHolder?: { name: string; email: string } | null;
  /** Portal documents: the account it belongs to, which sees it signed in as the token's holder does. */
  ownerUserId?: number | null;
}

export interface RecordSource {
  find(em: EntityManager, id: number): Promise<RecordInfo | null>;
  /**
   * The staff who see the model's unpublished records and answer on them from the back office
   * (an order's messages: sales). Default: publishers.
   */
  staffRole?: Role;
}

/**
 * Models that calls naming a model (`res_model`, `object`, `model`) may reach: chatter, follow and
 * forms refuse any model not registered here, so a payload can never name an arbitrary table.
 */
export class RecordRegistry {
  private readonly sources = new Map<string, RecordSource>();

  register(model: string, source: RecordSource) {
    if (this.sources.has(model)) throw new Error(`${model} is registered as a record source twice`);
    this.sources.set(model, source);
  }

  get(model: string): RecordSource | undefined {
    return this.sources.get(model);
  }

  has(model: string): boolean {
    return this.sources.has(model);
  }
}

/** One URL of /sitemap.xml: a path without language prefix (each active language gets its own URL). */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

export interface SitemapSourceOptions {
  /**
   * The entities the source reads: the kept sitemap goes stale when a write to one of them commits.
   * Their writes must go through TypeORM (repositories, query builders), whose events say what was
   * written; raw SQL does not. Unset: any commit may change the source's entries.
   */
  reads?: ReadonlyArray<EntityTarget<ObjectLiteral>>;
}

/** Published content for /sitemap.xml: each module registers the source of its public pages. */
export class SitemapRegistry {
  private readonly sources: Array<(em: EntityManager) => Promise<SitemapEntry[]>> = [];
  private readonly read: Array<EntityTarget<ObjectLiteral>> = [];
  private readsAnything = false;

  register(source: (em: EntityManager) => Promise<SitemapEntry[]>, options: SitemapSourceOptions = {}) {
    this.sources.push(source);
    if (options.reads) this.read.push(...options.reads);
    else this.readsAnything = true;
  }

  /** What the sources read: the entities they declared, or 'anything' when one of them declared none. */
  reads(): ReadonlyArray<EntityTarget<ObjectLiteral>> | 'anything' {
    return this.readsAnything ? 'anything' : this.read;
  }

  async entries(em: EntityManager): Promise<SitemapEntry[]> {
    // One source after the other: a transaction's queries share one connection.
    const entries: SitemapEntry[] = [];
    for (const source of this.sources) entries.push(...(await source(em)));
    return entries;
  }
}

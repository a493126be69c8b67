import type { EntityManager } from 'typeorm';
import { CACHE_SAFETY_EXPIRY_MS, type Clock, type EventBus } from '../../core/events';
import type { CompiledRules } from './link-rules';

declare module '../../core/events' {
  interface VitrineEvents {
    /** Links whose redirect changed (code, UTM names), null for any: every process reads them again. */
    'links.changed': { ids: number[] | null };
  }
}

/** Past this many links in one notification, the other processes forget every code (a UTM rename of many). */
const MAX_IDS_NOTIFIED = 500;

/** What a redirect needs: the link's id (for the click), the finished Location and who made it. */
export interface CachedLink {
  id: number;
  location: string;
  /** The Location's host ('shop.example:8443'), to tell this site's own links from others. */
  host: string;
  madeByStaff: boolean;
  /** The link's compiled rules (issue 32); null for a link without any, whose redirect skips them. */
  rules: CompiledRules | null;
}

/** The page /r/{code} of a visitor's link to another site opens first: it says where the link leads. */
export const leavingPagePath = (code: string) => `/r/${code}/leave`;

/**
 * Where /r/{code} sends the browser: a staff member's link, or one to this site (`publicHost`), to its
 * target at once; anyone else's link to another site to the page saying where it leads (issue 25:
 * the shop's domain is no open redirect for phishing mails).
 */
export function redirectOf(link: CachedLink, code: string, publicHost: string): string {
  return link.madeByStaff || link.host === publicHost ? link.location : leavingPagePath(code);
}

const MISS_TTL_MS = 5_000;
const MISS_MAX = 10_000;

/**
 * Every code in memory, so a redirect never waits for the database. Filled at start, kept up to
 * date by the service on create, rename and UTM changes, which publish `links.changed`: shared across
 * processes, it makes every process (this one too, once the write ends) forget those links, read
 * again on their next redirect. An entry is also read again after CACHE_SAFETY_EXPIRY_MS. Codes
 * known to be missing are remembered briefly (and at most MISS_MAX of them), so a flood of unknown
 * codes costs one database read per code and few seconds, not one per request.
 */
export class LinkCodeCache {
  private readonly byCode = new Map<string, { link: CachedLink; expires: number }>();
  private readonly codeById = new Map<number, string>();
  private readonly misses = new Map<string, number>();
  /** Counts the times links were forgotten: a read that overlapped one is not kept (`setIfUnchanged`). */
  private forgotten = 0;

  constructor(
    private readonly events?: EventBus,
    private readonly now: Clock = Date.now,
  ) {
    events?.share('links.changed', {
      everything: { ids: null },
      merge: (a, b) =>
        a.ids && b.ids && a.ids.length + b.ids.length <= MAX_IDS_NOTIFIED
          ? { ids: [...new Set([...a.ids, ...b.ids])] }
          : { ids: null },
    });
    // After a rollback too: what the write remembered may be taken back.
    events?.subscribe('links.changed', ({ ids }) => this.forget(ids), { evenIfRolledBack: true });
  }

  get(code: string): CachedLink | undefined {
    const entry = this.byCode.get(code);
    if (entry === undefined) return undefined;
    if (entry.expires > this.now()) return entry.link;
    this.deleteLink(entry.link.id);
    return undefined;
  }

  /** Call with the writing transaction's manager when links' redirects change. */
  changed(em: EntityManager, ids: number[]) {
    if (ids.length === 0) return;
    this.events?.publish(em, 'links.changed', { ids: ids.length <= MAX_IDS_NOTIFIED ? ids : null });
  }

  /** Forgets these links (null: every link), and the codes known missing (one may be new). */
  private forget(ids: number[] | null) {
    this.forgotten += 1;
    if (ids === null) this.clear();
    else for (const id of ids) this.deleteLink(id);
    this.misses.clear();
  }

  get size() {
    return this.byCode.size;
  }

  set(code: string, link: CachedLink) {
    const previous = this.codeById.get(link.id);
    if (previous !== undefined && previous !== code) this.byCode.delete(previous);
    this.byCode.set(code, { link, expires: this.now() + CACHE_SAFETY_EXPIRY_MS });
    this.codeById.set(link.id, code);
    this.misses.delete(code);
  }

  /** A mark to pass to `setIfUnchanged` once the link is read. */
  get mark(): number {
    return this.forgotten;
  }

  /** Keeps a link read from the database, unless links were forgotten since `mark` (it may be older). */
  setIfUnchanged(mark: number, code: string, link: CachedLink) {
    if (mark === this.forgotten) this.set(code, link);
  }

  deleteLink(id: number) {
    const code = this.codeById.get(id);
    if (code !== undefined && this.byCode.get(code)?.link.id === id) this.byCode.delete(code);
    this.codeById.delete(id);
  }

  clear() {
    this.byCode.clear();
    this.codeById.clear();
    this.misses.clear();
  }

  isKnownMissing(code: string, now = this.now()): boolean {
    const until = this.misses.get(code);
    if (until === undefined) return false;
    if (until > now) return true;
    this.misses.delete(code);
    return false;
  }

  markMissing(code: string, now = this.now()) {
    if (this.misses.size >= MISS_MAX) {
      // Oldest first (Map keeps insertion order): drop the first tenth.
      let drop = MISS_MAX / 10;
      for (const key of this.misses.keys()) {
        this.misses.delete(key);
        if (--drop <= 0) break;
      }
    }
    this.misses.set(code, now + MISS_TTL_MS);
  }
}

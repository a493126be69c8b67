/** What a redirect needs: the link's id (for the click), the finished Location and who made it. */
export interface CachedLink {
  id: number;
  location: string;
  /** The Location's host ('shop.example:8443'), to tell this site's own links from others. */
  host: string;
  madeByStaff: boolean;
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
 * date by the service on create, rename and UTM changes. Codes known to be missing are
 * remembered briefly (and at most MISS_MAX of them), so a flood of unknown codes costs one
 * database read per code and few seconds, not one per request.
 */
export class LinkCodeCache {
  private readonly byCode = new Map<string, CachedLink>();
  private readonly codeById = new Map<number, string>();
  private readonly misses = new Map<string, number>();

  get(code: string): CachedLink | undefined {
    return this.byCode.get(code);
  }

  get size() {
    return this.byCode.size;
  }

  set(code: string, link: CachedLink) {
    const previous = this.codeById.get(link.id);
    if (previous !== undefined && previous !== code) this.byCode.delete(previous);
    this.byCode.set(code, link);
    this.codeById.set(link.id, code);
    this.misses.delete(code);
  }

  deleteLink(id: number) {
    const code = this.codeById.get(id);
    if (code !== undefined) this.byCode.delete(code);
    this.codeById.delete(id);
  }

  clear() {
    this.byCode.clear();
    this.codeById.clear();
    this.misses.clear();
  }

  isKnownMissing(code: string, now = Date.now()): boolean {
    const until = this.misses.get(code);
    if (until === undefined) return false;
    if (until > now) return true;
    this.misses.delete(code);
    return false;
  }

  markMissing(code: string, now = Date.now()) {
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

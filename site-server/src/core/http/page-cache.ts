import type { Request } from 'express';
import type { Encoding } from './compressed-response';

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** The CSP nonce the page's inline scripts carry. */
  nonce: string;
  /** The body compressed in each encoding a browser asked for, made once. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  expires: number;
}

/** A page's share of PageCacheOptions.maxBytes: its body and room for its compressed copies. */
const costOf = (page: CachedPage) => page.body.length * 2;

export type RenderedPage = Omit<CachedPage, 'expires'>;

/**
 * Cookies that make pages personal, and what of the visitor the pages show when they are sent.
 * Without names, the variant is asked of every request (the price list of the visitor's country).
 */
export interface PersonalCookies {
  names: readonly string[];
  /** '' for the anonymous page, a key part for a shared variant, null for a page never shared. */
  variant?(req: Request): Promise<string | null>;
}

/** Marks the page being rendered as showing more of the visitor than its variant: it is not shared. */
export function markPagePersonal(req: Request) {
  req.vitrine.personalPage = true;
}

export interface PageCacheOptions {
  /** How long a page is served again: short, so nobody sees stale content for long. */
  ttlMs: number;
  maxEntries: number;
  /** Larger pages are not kept. */
  maxPageBytes: number;
  /**
   * The pages kept, in bytes, at most (each counted twice its body: room for its compressed
   * copies, made later and each smaller than it); the oldest go first. Bounds the memory the
   * cache holds, which maxEntries × maxPageBytes alone would not (1000 × 512 KB).
   */
  maxBytes: number;
  /** Cookies that make a page personal (session, cart), by feature. */
  personalCookies: PersonalCookies[];
}

/**
 * A micro-cache of the public site's pages for visitors without a session or a cart: under
 * load, the same page is rendered once per `ttlMs` and concurrent requests for it wait for that
 * one rendering. Any committed transaction empties it, so a visitor never sees a page older than
 * the last change made through the app (and never older than `ttlMs` otherwise).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;
  private bytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  /**
   * The cache key of a request that may be answered from the cache, or null. A visitor with a
   * personal cookie whose feature tells the page's variant (a cart of 2 items) shares the pages of
   * that variant: the key carries it.
   */
  async keyOf(req: Request): Promise<string | null> {
    if (req.method !== 'GET' || req.vitrine.user || req.vitrine.session) return null;
    const cookies = (req.cookies ?? {}) as Record<string, unknown>;
    let variants = '';
    for (const personal of this.options.personalCookies) {
      if (personal.names.length > 0 && !personal.names.some((name) => cookies[name] !== undefined)) continue;
      const variant = personal.variant ? await personal.variant(req) : null;
      if (variant === null) return null;
      if (variant) variants += `|${variant}`;
    }
    return variants ? `${req.originalUrl}#${variants}` : req.originalUrl;
  }

  get(key: string, now = Date.now()): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.expires > now) return page;
    this.drop(key);
    return null;
  }

  /** The rendering in progress for `key`, if any. */
  pending(key: string): Promise<CachedPage | null> | undefined {
    return this.rendering.get(key);
  }

  /**
   * Runs the one rendering of `key` and answers it (to this request, whatever it is); requests
   * waiting on `pending(key)` get it too when it may be shared, else null and render their own.
   */
  async render(
    key: string,
    work: () => Promise<RenderedPage & { personal?: boolean }>,
  ): Promise<RenderedPage> {
    const generation = this.generation;
    let settle!: (page: CachedPage | null) => void;
    this.rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const rendered = await work();
      if (!this.shareable(rendered)) {
        settle(null);
        return rendered;
      }
      const page = { ...rendered, expires: Date.now() + this.options.ttlMs };
      // A write committed while rendering: the page may predate it, so it is not kept.
      if (generation === this.generation) this.keep(key, page);
      settle(page);
      return rendered;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.rendering.delete(key);
    }
  }

  invalidate() {
    this.generation++;
    this.pages.clear();
    this.bytes = 0;
  }

  /** The bytes the kept pages count for (see maxBytes). */
  get size() {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private keep(key: string, page: CachedPage) {
    this.drop(key);
    const cost = costOf(page);
    // Oldest first (a Map keeps insertion order).
    for (const oldest of this.pages.keys()) {
      if (this.pages.size < this.options.maxEntries && this.bytes + cost <= this.options.maxBytes) break;
      this.drop(oldest);
    }
    this.pages.set(key, page);
    this.bytes += cost;
  }

  private drop(key: string) {
    const page = this.pages.get(key);
    if (page === undefined) return;
    this.pages.delete(key);
    this.bytes -= costOf(page);
  }

  private shareable(page: RenderedPage & { personal?: boolean }) {
    if (page.personal || page.status !== 200 || page.body.length > this.options.maxPageBytes) return false;
    return !page.headers.some(
      ([name, value]) => name === 'set-cookie' || (name === 'cache-control' && value.includes('no-store')),
    );
  }
}

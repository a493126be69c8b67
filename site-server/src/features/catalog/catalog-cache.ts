import type { EntityManager } from 'typeorm';
import { CACHE_SAFETY_EXPIRY_MS, type Clock, type EventBus } from '../../core/events';

declare module '../../core/events' {
  interface VitrineEvents {
    /** The catalog's writer changed templates, attributes, categories or images. */
    'catalog.changed': Record<string, never>;
  }
}

/**
 * What the configurator reads of a template that only the catalog's own writers change (attribute
 * lines, values, exclusions, images), kept in memory between requests.
 *
 * Correctness: every catalog write calls `changed(em)`. That empties the cache at once and publishes
 * `catalog.changed`, which empties it again once the write's transaction commits or rolls back. While
 * such a transaction is open nothing is stored: on SQLite the shared connection reads its uncommitted
 * rows, which a rollback would take back. A load that overlaps a write is not stored either (generation).
 * `catalog.changed` is shared across processes (the others' caches empty once the write commits), and
 * an entry is read again after CACHE_SAFETY_EXPIRY_MS anyway.
 */
export class CatalogCache<T, K extends number | string = number> {
  private readonly entries = new Map<K, { value: T; expires: number }>();
  private generation = 0;
  constructor(
    private readonly events: EventBus,
    private readonly now: Clock = Date.now,
  ) {
    events.share('catalog.changed', { everything: {} });
    events.subscribe('catalog.changed', () => this.clear(), { evenIfRolledBack: true });
  }

  /** Call before (or right after) any write of catalog rows through `em`. */
  changed(em: EntityManager) {
    this.events.publish(em, 'catalog.changed', {});
    this.clear();
  }

  private clear() {
    this.generation += 1;
    this.entries.clear();
  }

  /** The entry of `key`, loaded (and kept when no write overlapped) on a miss. */
  async get(key: K, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached !== undefined && cached.expires > this.now()) return cached.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && !this.events.isPending('catalog.changed')) {
      // A few thousand templates' structures at most; beyond, start over rather than grow without bound.
      if (this.entries.size >= 5_000) this.entries.clear();
      this.entries.set(key, { value, expires: this.now() + CACHE_SAFETY_EXPIRY_MS });
    }
    return value;
  }
}

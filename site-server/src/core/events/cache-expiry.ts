/**
 * The longest any in-process cache keeps what it read (docs/architecture.md, "Caches across processes"):
 * writes reach every process's caches through their events at once; this bounds what a missed one
 * (a write made outside the app, a notification lost) can leave stale.
 */
export const CACHE_SAFETY_EXPIRY_MS = 60_000;

/** The clock the caches read; tests pass their own to see an entry expire without waiting. */
export type Clock = () => number;

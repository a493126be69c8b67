import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { inDialect } from '../db/sql';

/** What a counter holds for one client: hits so far, when they start over, when the last came. */
export interface CounterState {
  hits: number;
  resetAt: number;
  lastAt: number;
}

export interface LimitCounterPolicy {
  /** How long a count lasts: from the client's first hit, or (sliding) from its last. */
  windowMs: number;
  /** Each hit pushes the start-over back (failures forgotten after a quiet spell). */
  sliding?: boolean;
}

type Row = { hits: number | string; resetAt: number | string; lastAt: number | string };
const stateOf = (row: Row): CounterState => ({
  hits: Number(row.hits),
  resetAt: Number(row.resetAt),
  lastAt: Number(row.lastAt),
});

/** A client key fits the column (100 characters); a longer one is hashed rather than cut, which would merge clients. */
const storedClient = (client: string) =>
  client.length <= 100 ? client : `sha256:${createHash('sha256').update(client).digest('base64url')}`;

/**
 * One limiter's counts per client in the `rate_limit_counter` table, shared by every process of a
 * deployment. A hit is one atomic upsert (no read-then-write race between processes); it runs in
 * the caller's transaction, so on SQLite in the serialised runner. Expired rows of the limiter are
 * removed at most once a window per process, through the (limiter, resetAt) index: never a scan of
 * the whole table per request.
 */
export class LimitCounter {
  private nextSweepAt = 0;

  constructor(
    readonly limiter: string,
    private readonly policy: LimitCounterPolicy,
  ) {
    if (limiter.length > 40) throw new Error(`A limiter's name has at most 40 characters: ${limiter}`);
  }

  /** Counts one hit of `client`; answers the count after it. */
  async hit(em: EntityManager, client: string, now = Date.now()): Promise<CounterState> {
    // SET's expressions all read the row as it was; excluded is the row the insert proposed.
    const resetAt = this.policy.sliding
      ? `excluded."resetAt"`
      : `CASE WHEN "rate_limit_counter"."resetAt" <= excluded."lastAt" THEN excluded."resetAt" ELSE "rate_limit_counter"."resetAt" END`;
    const [row] = (await em.query(
      inDialect(
        em,
        `INSERT INTO "rate_limit_counter" ("limiter", "client", "hits", "resetAt", "lastAt") VALUES (?, ?, 1, ?, ?)
         ON CONFLICT ("limiter", "client") DO UPDATE SET
           "hits" = CASE WHEN "rate_limit_counter"."resetAt" <= excluded."lastAt" THEN 1 ELSE "rate_limit_counter"."hits" + 1 END,
           "resetAt" = ${resetAt},
           "lastAt" = excluded."lastAt"
         RETURNING "hits", "resetAt", "lastAt"`,
      ),
      [this.limiter, storedClient(client), now + this.policy.windowMs, now],
    )) as Row[];
    await this.sweep(em, now);
    return stateOf(row!);
  }

  /** The client's current count, or null when it has none (or it has expired). */
  async read(em: EntityManager, client: string, now = Date.now()): Promise<CounterState | null> {
    const [row] = (await em.query(
      inDialect(
        em,
        `SELECT "hits", "resetAt", "lastAt" FROM "rate_limit_counter" WHERE "limiter" = ? AND "client" = ? AND "resetAt" > ?`,
      ),
      [this.limiter, storedClient(client), now],
    )) as Row[];
    return row ? stateOf(row) : null;
  }

  /** Takes one hit back (a request the limiter was told not to count after all). */
  async unhit(em: EntityManager, client: string, now = Date.now()): Promise<void> {
    await em.query(
      inDialect(
        em,
        `UPDATE "rate_limit_counter" SET "hits" = "hits" - 1 WHERE "limiter" = ? AND "client" = ? AND "resetAt" > ? AND "hits" > 0`,
      ),
      [this.limiter, storedClient(client), now],
    );
  }

  /** Starts the client over. */
  async forget(em: EntityManager, client: string): Promise<void> {
    await em.query(inDialect(em, `DELETE FROM "rate_limit_counter" WHERE "limiter" = ? AND "client" = ?`), [
      this.limiter,
      storedClient(client),
    ]);
  }

  private async sweep(em: EntityManager, now: number) {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.policy.windowMs;
    // PostgreSQL: rows another transaction holds are left for the next sweep (waiting for them could deadlock).
    const expired = `"limiter" = ? AND "resetAt" <= ?`;
    await em.query(
      inDialect(
        em,
        em.connection.options.type === 'postgres'
          ? `DELETE FROM "rate_limit_counter" WHERE ("limiter", "client") IN
             (SELECT "limiter", "client" FROM "rate_limit_counter" WHERE ${expired} FOR UPDATE SKIP LOCKED)`
          : `DELETE FROM "rate_limit_counter" WHERE ${expired}`,
      ),
      [this.limiter, now],
    );
  }
}

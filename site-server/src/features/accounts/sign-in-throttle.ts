import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { runApart, type TransactionRunner } from '../../core/db/transaction';
import { RateLimitError } from '../../core/errors';
import { clientKey } from '../../core/http/rate-limit';
import { LimitCounter } from '../../core/http/rate-limit-counter';

/** Wrong passwords a (login, client) pair may give before each next try must wait. */
export const FREE_FAILURES = 5;
/** The wait doubles with every further failure, up to this. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A pair quiet this long starts over. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/** How long a pair waits after its last failure: nothing for five, then 1 s, 2 s, 4 s… up to the cap. */
const delayAfter = (failures: number) =>
  failures > FREE_FAILURES ? Math.min(1000 * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS) : 0;

/**
 * Slows password guessing per (login, client) with growing delays, where a hard lock per login
 * would let anyone lock the administrator out: a guesser waits 1 s, 2 s, 4 s… after five
 * failures, while the owner signing in from elsewhere is not slowed at all. An IPv6 client
 * counts per /64, the block one household or server gets.
 *
 * The failures live in the database (`rate_limit_counter`: the count, the last failure; the next
 * try waits until the last failure plus its delay), so every process of a deployment slows a
 * guesser as one would. A failure is counted by one atomic upsert in a transaction of its own,
 * since the request that met it rolls back.
 */
export class SignInThrottle {
  private readonly failures: LimitCounter;

  /** `name`: whose failures these are (passwords, second-factor codes), apart from the other's. */
  constructor(
    private readonly transaction: TransactionRunner,
    name: string,
  ) {
    this.failures = new LimitCounter(name, { windowMs: FORGET_AFTER_MS, sliding: true });
  }

  /** Throws RateLimitError (saying how long to wait) while the pair must wait. */
  async check(em: EntityManager, login: string, client: string | null, now = Date.now()) {
    const failures = await this.failures.read(em, keyOf(login, client), now);
    if (!failures) return;
    const nextTryAt = failures.lastAt + delayAfter(failures.hits);
    if (nextTryAt <= now) return;
    const seconds = Math.ceil((nextTryAt - now) / 1000);
    throw new RateLimitError(
      `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    );
  }

  /** Counts a failure; kept whatever becomes of the caller's transaction, before its answer goes out. */
  async failed(login: string, client: string | null, now = Date.now()) {
    await runApart(this.transaction, (em) => this.failures.hit(em, keyOf(login, client), now));
  }

  async succeeded(em: EntityManager, login: string, client: string | null) {
    await this.failures.forget(em, keyOf(login, client));
  }
}

/** The pair's key: hashed, so the table holds no login in clear and every key fits. */
const keyOf = (login: string, client: string | null) =>
  createHash('sha256')
    .update(`${login.trim().toLowerCase()}\n${clientKey(client)}`)
    .digest('base64url');

import { RateLimitError } from '../../core/errors';
import { clientKey } from '../../core/http/rate-limit';

/** Wrong passwords a (login, client) pair may give before each next try must wait. */
export const FREE_FAILURES = 5;
/** The wait doubles with every further failure, up to this. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A pair quiet this long starts over. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface Failures {
  count: number;
  /** No try of this pair is checked before then. */
  nextTryAt: number;
  lastAt: number;
}

/**
 * Slows password guessing per (login, client) with growing delays, where a hard lock per login
 * would let anyone lock the administrator out: a guesser waits 1 s, 2 s, 4 s… after five
 * failures, while the owner signing in from elsewhere is not slowed at all. An IPv6 client
 * counts per /64, the block one household or server gets.
 */
export class SignInThrottle {
  private readonly pairs = new Map<string, Failures>();

  /** Throws RateLimitError (saying how long to wait) while the pair must wait. */
  check(login: string, client: string | null, now = Date.now()) {
    const failures = this.pairs.get(keyOf(login, client));
    if (!failures || failures.nextTryAt <= now) return;
    const seconds = Math.ceil((failures.nextTryAt - now) / 1000);
    throw new RateLimitError(
      `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    );
  }

  failed(login: string, client: string | null, now = Date.now()) {
    const key = keyOf(login, client);
    let failures = this.pairs.get(key);
    if (!failures || now - failures.lastAt > FORGET_AFTER_MS) {
      if (this.pairs.size >= 100_000) this.prune(now);
      failures = { count: 0, nextTryAt: 0, lastAt: now };
      this.pairs.set(key, failures);
    }
    failures.count += 1;
    failures.lastAt = now;
    const over = failures.count - FREE_FAILURES;
    if (over > 0) failures.nextTryAt = now + Math.min(1000 * 2 ** (over - 1), MAX_DELAY_MS);
  }

  succeeded(login: string, client: string | null) {
    this.pairs.delete(keyOf(login, client));
  }

  private prune(now: number) {
    for (const [key, failures] of this.pairs)
      if (now - failures.lastAt > FORGET_AFTER_MS) this.pairs.delete(key);
  }
}

const keyOf = (login: string, client: string | null) => `${login.trim().toLowerCase()}\n${clientKey(client)}`;

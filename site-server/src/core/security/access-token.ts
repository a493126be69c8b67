import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for links and sessions: 192 bits, URL-safe. */
export const newAccessToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function sameToken(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (typeof given !== 'string' || typeof expected !== 'string' || !expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** What we store for a token: its hash, so a leaked table does not leak live tokens. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

import { IsNull, type EntityManager } from 'typeorm';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { PasswordReset } from './password-reset.entity';

/**
 * A new one-time link to choose a password (a reset, a staff invitation, the end of a sign-up) at
 * `path` of the site; the user's earlier unused links stop working. Only the token's hash is kept.
 */
export async function newPasswordLink(
  em: EntityManager,
  userId: number,
  /** `path`: the page that takes the token, '/web/reset_password' or '/web/signup' (under a language prefix). */
  options: { validMs: number; baseUrl: string; path: string },
): Promise<string> {
  await em.getRepository(PasswordReset).update({ userId, usedAt: IsNull() }, { usedAt: new Date() });
  const token = newAccessToken();
  await em.getRepository(PasswordReset).insert({
    tokenHash: tokenHash(token),
    userId,
    expiresAt: new Date(Date.now() + options.validMs),
    usedAt: null,
  });
  return `${options.baseUrl}${options.path}?token=${encodeURIComponent(token)}`;
}

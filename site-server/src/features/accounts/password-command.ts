import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { MAX_PASSWORD_LENGTH } from '../../../../shared/accounts/contract';
import { MASK, type AuditLog } from '../../core/audit';
import { normalizeEmail } from './account.service';
import { hashPassword, MIN_PASSWORD_LENGTH } from './password';
import { PasswordReset } from './password-reset.entity';
import { UserSession } from './session.entity';
import { User } from './user.entity';

/** Who the audit log names for a password set on the server's command line (no one is signed in). */
export const PASSWORD_COMMAND = 'npm run admin:password';

export type PasswordCommandOutcome =
  | { ok: true; user: User; sessionsEnded: number }
  | { ok: false; reason: 'too_short' | 'too_long' | 'no_account' };

/**
 * `npm run admin:password -- <email>` (cli/admin-password.ts): sets the password of an existing
 * account, for an owner locked out of the back office. Like a reset by mail, every session of the
 * user ends and their unused reset links stop working; the change goes to the audit log.
 */
export async function setPasswordFromCommand(
  em: EntityManager,
  audit: Pick<AuditLog, 'record'>,
  email: string,
  password: string,
): Promise<PasswordCommandOutcome> {
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, reason: 'too_short' };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, reason: 'too_long' };
  const user = await em.getRepository(User).findOne({ where: { email: normalizeEmail(email) } });
  if (!user) return { ok: false, reason: 'no_account' };
  await em.getRepository(User).update({ id: user.id }, { passwordHash: await hashPassword(password) });
  await em.getRepository(PasswordReset).update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
  const sessionsEnded = (await em.getRepository(UserSession).delete({ userId: user.id })).affected ?? 0;
  await audit.record(em, {
    action: 'update',
    model: 'user',
    recordId: user.id,
    recordName: user.name,
    changes: [
      { field: 'password', before: MASK, after: MASK },
      { field: 'sessions', before: null, after: `${sessionsEnded} ended` },
    ],
    actor: { userId: null, userName: PASSWORD_COMMAND, ip: null },
  });
  return { ok: true, user, sessionsEnded };
}

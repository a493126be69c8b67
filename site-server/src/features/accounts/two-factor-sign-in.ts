import type { CookieOptions, Request, Response } from 'express';
import type { EntityManager } from 'typeorm';
import { isStaff } from '../../../../shared/roles';
import type { AuditLog } from '../../core/audit';
import { AuthError, ValidationError } from '../../core/errors';
import { hmac, sameToken } from '../../core/security/access-token';
import { requestLanguage, startSession } from './session.middleware';
import { toSessionUser, type SessionService } from './session.service';
import { WRONG_CODE, type TwoFactorService } from './two-factor.service';
import { User } from './user.entity';

/** Holds a sign-in whose password was right until its second factor is given. */
export const PENDING_SIGN_IN_COOKIE = 'vitrine_sign_in';
const PENDING_MS = 10 * 60 * 1000;
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your password again.';

/**
 * Sign-in in one or two steps. After the right password, a user without a second factor gets a
 * session; a user with one gets a signed, short-lived cookie naming them, and the session only
 * when `complete` receives a right code. The cookie's signature covers the password hash, so a
 * password change voids a pending sign-in.
 */
export class TwoFactorSignIn {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionService,
    private readonly secret: string,
    private readonly audit?: Pick<AuditLog, 'record' | 'recordApart'>,
  ) {}

  async start(
    em: EntityManager,
    user: User,
    req: Request,
    res: Response,
  ): Promise<'signed-in' | 'code-needed'> {
    if (await this.twoFactor.isEnabled(em, user.id)) {
      const expires = Date.now() + PENDING_MS;
      res.cookie(PENDING_SIGN_IN_COOKIE, `${user.id}.${expires}.${this.signature(user, expires)}`, {
        ...this.cookieOptions(req),
        maxAge: PENDING_MS,
      });
      return 'code-needed';
    }
    await startSession(this.sessions, req, res, toSessionUser(user, requestLanguage(req)));
    await this.recordSignIn(em, user, req, 'password');
    return 'signed-in';
  }

  /** The second step: a right code for the pending sign-in starts the session; answers the user. */
  async complete(em: EntityManager, code: string, req: Request, res: Response): Promise<User> {
    const user = await this.pendingUser(em, req);
    if (!user) throw new AuthError(SIGN_IN_EXPIRED);
    if (!(await this.twoFactor.verify(em, user, code))) {
      this.audit?.recordApart({
        action: 'sign_in_failed',
        model: 'user',
        recordId: user.id,
        recordName: user.name,
        changes: [{ field: 'second factor', before: null, after: 'wrong code' }],
        actor: { userId: null, userName: '', ip: req.ip ?? null },
      });
      throw new ValidationError(WRONG_CODE, { code: WRONG_CODE });
    }
    res.clearCookie(PENDING_SIGN_IN_COOKIE, this.cookieOptions(req));
    await startSession(this.sessions, req, res, toSessionUser(user, requestLanguage(req)));
    await this.recordSignIn(em, user, req, 'password and code');
    return user;
  }

  /** Staff sign-ins go to the audit log (customers' do not: they change nothing of the business). */
  async recordSignIn(em: EntityManager, user: User, req: Request, method: string) {
    if (!isStaff(user.role)) return;
    await this.audit?.record(em, {
      action: 'sign_in',
      model: 'user',
      recordId: user.id,
      recordName: user.name,
      changes: [{ field: 'with', before: null, after: method }],
      actor: { userId: user.id, userName: user.name, ip: req.ip ?? null },
    });
  }

  /** Whether this visitor has a pending sign-in (the site's sign-in page then asks for the code). */
  async isPending(em: EntityManager, req: Request): Promise<boolean> {
    return (await this.pendingUser(em, req)) !== null;
  }

  private async pendingUser(em: EntityManager, req: Request): Promise<User | null> {
    const cookie: unknown = req.cookies?.[PENDING_SIGN_IN_COOKIE];
    const [id, expires, signature] = typeof cookie === 'string' ? cookie.split('.') : [];
    const userId = Number(id);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !(Number(expires) > Date.now())) return null;
    const user = await em.getRepository(User).findOneBy({ id: userId });
    if (!user?.active || !sameToken(signature, this.signature(user, Number(expires)))) return null;
    return user;
  }

  private signature(user: User, expires: number) {
    return hmac(this.secret, `sign-in:${user.id}:${expires}:${user.passwordHash ?? ''}`);
  }

  private cookieOptions(req: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: req.vitrine.secure, path: '/' };
  }
}

import type { Request, RequestHandler, Router } from 'express';
import {
  authenticateParams,
  totpSignInParams,
  TWO_FACTOR_REQUIRED,
  userWriteArgs,
  type AuthenticateResult,
} from '../../../../shared/accounts/contract';
import type { TransactionRunner } from '../../core/db/transaction';
import type { CallKwRegistry } from '../../core/http/call-kw';
import { rateLimit } from '../../core/http/rate-limit';
import type { RouteKit } from '../../core/http/route-kit';
import { sameToken } from '../../core/security/access-token';
import { AccessError, AuthError } from '../../core/errors';
import type { AccountService } from './account.service';
import { startSession } from './session.middleware';
import { toSessionUser, type SessionService } from './session.service';
import type { TwoFactorSignIn } from './two-factor-sign-in';
import type { User } from './user.entity';

export interface AccountsDeps {
  accounts: AccountService;
  sessions: SessionService;
  signIn: TwoFactorSignIn;
  kit: RouteKit;
  callKw: CallKwRegistry;
  /** Shared by every sign-in and sign-up route. */
  signInLimit: RequestHandler;
  /** The desktop shell's one-time sign-in token, if any. */
  desktopToken: string | null;
}

/** Sign-in attempts per client address and minute: enough for a person, too few for guessing. */
export const signInLimiter = (transaction: TransactionRunner, perMinute: number) =>
  rateLimit(transaction, { name: 'accounts.sign-in', windowMs: 60_000, limit: perMinute });

/** Public account routes at the spec's paths. */
export function accountsRoutes(router: Router, deps: AccountsDeps) {
  const { accounts, sessions, kit } = deps;

  kit.rpc(
    router,
    '/web/session/authenticate',
    authenticateParams,
    async (ctx, params, req, res): Promise<AuthenticateResult> => {
      const user = await accounts.authenticate(ctx.em, params.login, params.password, ctx.ip);
      // With a second factor the answer is an error naming it; the code goes to /web/session/totp.
      if ((await deps.signIn.start(ctx.em, user, req, res)) === 'code-needed')
        throw new AuthError(TWO_FACTOR_REQUIRED);
      return authenticated(user);
    },
    { before: [deps.signInLimit] },
  );

  kit.rpc(
    router,
    '/web/session/totp',
    totpSignInParams,
    async (ctx, params, req, res): Promise<AuthenticateResult> =>
      authenticated(await deps.signIn.complete(ctx.em, params.code, req, res)),
    { before: [deps.signInLimit] },
  );

  // The desktop shell opens the back office already signed in as the owner, once per start.
  let desktopTokenUsed = false;
  router.get('/web/login/desktop', async (req: Request, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!deps.desktopToken || desktopTokenUsed || !sameToken(token, deps.desktopToken))
      throw new AccessError('This sign-in link is not valid.');
    desktopTokenUsed = true;
    const owner = await kit.withManager((em) => accounts.owner(em));
    if (!owner) throw new AccessError('No administrator account exists.');
    await startSession(sessions, req, res, toSessionUser(owner));
    await kit.transaction((em) => deps.signIn.recordSignIn(em, owner, req, 'the desktop app'));
    res.redirect(303, '/admin/');
  });

  deps.callKw.register('res.users', 'write', { access: 'user' }, async (ctx, input) => {
    const [userIds, values] = userWriteArgs.parse(input.args);
    return accounts.switchCompany(ctx, userIds, values.company_id);
  });
}

const authenticated = (user: User): AuthenticateResult => ({
  uid: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  company_id: user.companyId,
});

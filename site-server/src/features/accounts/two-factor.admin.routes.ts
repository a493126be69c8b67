import type { Router } from 'express';
import { accountsAdminCalls as calls } from '../../../../shared/accounts/admin-calls';
import { ValidationError } from '../../core/errors';
import type { RouteKit } from '../../core/http/route-kit';
import type { AccountService } from './account.service';
import { verifyPassword } from './password';
import type { TwoFactorService } from './two-factor.service';

export interface TwoFactorAdminDeps {
  accounts: AccountService;
  twoFactor: TwoFactorService;
  kit: RouteKit;
}

const WRONG_PASSWORD = 'The password is wrong.';
const OWN_FROM_PROFILE = 'Turn off your own two-factor sign-in from your profile, with a code.';

/** The back office profile's two-factor sign-in, and the administrators' reset of someone else's. */
export function twoFactorAdminRoutes(router: Router, deps: TwoFactorAdminDeps) {
  const { accounts, twoFactor, kit } = deps;

  kit.api(router, calls.twoFactor, 'staff', (ctx) => twoFactor.status(ctx.em, ctx.user!.id));

  kit.api(router, calls.setUpTwoFactor, 'staff', async (ctx) =>
    twoFactor.beginSetup(ctx.em, await accounts.getUser(ctx.em, ctx.user!.id)),
  );

  kit.api(router, calls.enableTwoFactor, 'staff', async (ctx, { body }, req) => {
    const user = await accounts.getUser(ctx.em, ctx.user!.id);
    const recoveryCodes = await twoFactor.enable(ctx.em, user, body.code);
    // Sessions opened with the password alone end: from now on a sign-in needs the code.
    await accounts.endSessions(ctx.em, user.id, req.vitrine.session?.tokenHash ?? null);
    return { recoveryCodes };
  });

  kit.api(router, calls.disableTwoFactor, 'staff', async (ctx, { body }) => {
    const user = await accounts.getUser(ctx.em, ctx.user!.id);
    if (!(await verifyPassword(user.passwordHash, body.password)))
      throw new ValidationError(WRONG_PASSWORD, { password: WRONG_PASSWORD });
    await twoFactor.disable(ctx.em, user, body.code);
  });

  kit.api(router, calls.newRecoveryCodes, 'staff', async (ctx, { body }) => ({
    recoveryCodes: await twoFactor.newRecoveryCodes(
      ctx.em,
      await accounts.getUser(ctx.em, ctx.user!.id),
      body.code,
    ),
  }));

  kit.api(router, calls.resetUserTwoFactor, 'admin', async (ctx, { params }) => {
    if (params.id === ctx.user!.id) throw new ValidationError(OWN_FROM_PROFILE);
    const user = await accounts.getUser(ctx.em, params.id);
    await twoFactor.reset(ctx.em, user.id);
    // Whoever holds a session of theirs now may have signed in with the lost phone.
    await accounts.endSessions(ctx.em, user.id, null);
  });
}

import type { Request } from 'express';
import { underLangPrefix } from '../../../../shared/i18n';
import { parseUpload } from '../../core/files';
import type { PeriodicPayload } from '../../core/jobs';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { AccountService } from './account.service';
import { accountsAdminRoutes } from './accounts.admin.routes';
import { accountsRoutes, signInLimiter } from './accounts.routes';
import { Company } from './company.entity';
import { deactivateDemoAccounts, DEMO_USER, seedAccountsDemo, type GeneratedPassword } from './demo';
import { PasswordReset } from './password-reset.entity';
import { UserSession } from './session.entity';
import { SESSION_COOKIE, sessionMiddleware } from './session.middleware';
import { SessionService } from './session.service';
import { siteAuth } from './site-auth';
import { SignInThrottle } from './sign-in-throttle';
import { SignUps } from './sign-up';
import { UserTwoFactor } from './two-factor.entity';
import { TwoFactorSignIn } from './two-factor-sign-in';
import { TwoFactorService } from './two-factor.service';
import { User } from './user.entity';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Deletes the expired sessions (every 6 hours). */
    'accounts.session-sweep': PeriodicPayload;
  }
}

export { AccountService, NO_BACK_OFFICE, WRONG_CREDENTIALS } from './account.service';
export { endSession, SESSION_COOKIE, startSession } from './session.middleware';
export { PASSWORD_COMMAND, setPasswordFromCommand, type PasswordCommandOutcome } from './password-command';
export { SessionService, toSessionUser } from './session.service';
/** The accounts' password hashing (argon2id), for other secrets people type (a link's password). */
export { hashPassword, verifyPassword } from './password';
export type { GeneratedPassword } from './demo';
export { Company, PasswordReset, User, UserSession, UserTwoFactor };

export const accountsEntities = [Company, User, UserSession, PasswordReset, UserTwoFactor];

/** What other features may use of the accounts: users and companies, sessions. */
export interface AccountsExports {
  accounts: AccountService;
  sessions: SessionService;
  /** Passwords made up on a new database (admin without ADMIN_PASSWORD, demo accounts without DEMO_PASSWORD): printed once by the server. */
  generatedPasswords(): GeneratedPassword[];
}

// The site's sign-in, sign-up and reset forms share the limit of the JSON sign-in calls.
const signInFormPath = underLangPrefix('/web/(?:login|signup|reset_password)(?:\\.data)?');

/**
 * Users, roles, companies and sessions: sign-in (JSON, the site's forms, the desktop's one-time
 * link), sign-up, password reset, the back office's users and settings. It provides the platform's
 * company directory, so it comes first in the manifest.
 */
function createAccountsModule(platform: Platform): FeatureModule<AccountsExports> {
  const { config, dataSource, kit } = platform;
  const accounts = new AccountService(
    platform.mail,
    new SignInThrottle(platform.transaction, 'accounts.wrong-passwords'),
    platform.audit,
    platform.events,
  );
  const signUps = new SignUps(accounts, platform.mail);
  // The audit log: sessions and one-time links are no staff change; a user's new role is logged as
  // such, the company's fields as settings.
  platform.audit.ignore(UserSession, PasswordReset);
  platform.audit.describe(User, {
    updateAction: (changes) => (changes.some((change) => change.field === 'role') ? 'role_change' : 'update'),
  });
  platform.audit.describe(Company, { updateAction: () => 'settings' });
  const sessions = new SessionService(dataSource);
  // Authenticator apps list the account under this name.
  const twoFactor = new TwoFactorService(
    () => `Vitrine ${new URL(platform.publicUrl()).host}`,
    new SignInThrottle(platform.transaction, 'accounts.wrong-codes'),
  );
  const signIn = new TwoFactorSignIn(twoFactor, sessions, config.sessionSecret, platform.audit);
  const signInLimit = signInLimiter(platform.transaction, config.signInLimitPerMinute);
  const generatedPasswords: GeneratedPassword[] = [];
  // Expired sessions are swept every 6 hours by the process that leads the schedules (docs/jobs.md).
  platform.jobs.define('accounts.session-sweep', () =>
    platform.transaction((em) => sessions.purgeExpired(em), { changesPages: false }),
  );
  platform.jobs.every('accounts.session-sweep', 6 * 3600 * 1000);

  platform.imageFields.register(
    'res.company',
    'logo',
    async (em, id) => (await em.getRepository(Company).findOneBy({ id }))?.logoSha ?? null,
  );

  platform.demo.removes(DEMO_USER, (em, ids) => deactivateDemoAccounts(em, ids, accounts));
  return {
    name: 'accounts',
    exports: { accounts, sessions, generatedPasswords: () => generatedPasswords },
    provides: { company: accounts },
    personalCookies: [SESSION_COOKIE],
    requestHandlers: [sessionMiddleware(sessions)],
    siteRoutes(router) {
      accountsRoutes(router, {
        accounts,
        sessions,
        signIn,
        kit,
        callKw: platform.callKw,
        signInLimit,
        desktopToken: config.desktopToken,
      });
      router.post(signInFormPath, signInLimit);
    },
    adminRoutes(router) {
      accountsAdminRoutes(router, {
        accounts,
        sessions,
        signIn,
        twoFactor,
        kit,
        publicUrl: platform.publicUrl,
        signInLimit,
        logo: {
          read: (req: Request) => parseUpload(req, { field: 'file', maxBytes: config.maxUploadBytes }),
          save: async (ctx, upload) => (await platform.files.save(ctx.em, upload, { kind: 'image' })).sha256,
        },
      });
    },
    async prepare(em) {
      const owner = await accounts.ensureOwner(em, {
        email: config.adminEmail,
        password: config.adminPassword,
      });
      if (owner?.generatedPassword)
        generatedPasswords.push({
          email: owner.user.email,
          role: 'admin',
          password: owner.generatedPassword,
        });
    },
    async seedDemo(em) {
      generatedPasswords.push(
        ...(await seedAccountsDemo(em, accounts, { demoPassword: config.demoPassword, demo: platform.demo })),
      );
    },
    siteContext(req, site) {
      return {
        auth: siteAuth(req, req.res!, site.lang, {
          accounts,
          signUps,
          sessions,
          signIn,
          transaction: platform.transaction,
          publicUrl: platform.publicUrl,
        }),
      };
    },
  };
}

export const accountsFeature = defineFeature({
  name: 'accounts',
  entities: accountsEntities,
  create: createAccountsModule,
});

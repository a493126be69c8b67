import type { Request, RequestHandler, Router } from 'express';
import type { Upload } from '../../core/files';
import { accountsAdminCalls } from '../../../../shared/accounts/admin-calls';
import type {
  AdminSession,
  CompanyRef,
  LangCode,
  Profile,
  Settings,
  UserRow,
} from '../../../../shared/api/admin';
import { sessionAdminCalls } from '../../../../shared/api/core-calls';
import { languages } from '../../../../shared/i18n';
import type { RequestContext } from '../../core/context';
import { AccessError } from '../../core/errors';
import type { RouteKit } from '../../core/http/route-kit';
import { AccountService, NO_BACK_OFFICE } from './account.service';
import type { Company } from './company.entity';
import { endSession } from './session.middleware';
import type { SessionService } from './session.service';
import { twoFactorAdminRoutes } from './two-factor.admin.routes';
import type { TwoFactorSignIn } from './two-factor-sign-in';
import type { TwoFactorService } from './two-factor.service';
import type { User } from './user.entity';

export interface AccountsAdminDeps {
  accounts: AccountService;
  sessions: SessionService;
  signIn: TwoFactorSignIn;
  twoFactor: TwoFactorService;
  kit: RouteKit;
  /** Reads an uploaded logo from the request, then stores it and answers its sha256. */
  logo: {
    read(req: Request): Promise<Upload>;
    save(ctx: RequestContext, upload: Upload): Promise<string>;
  };
  publicUrl: () => string;
  signInLimit: RequestHandler;
}

const USERS_PAGE_SIZE = 25;

export const toUserRow = (user: User, twoFactorOn: ReadonlySet<number>): UserRow => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  active: user.active,
  lang: user.lang as LangCode | null,
  companyIds: (user.companies ?? []).map((company) => company.id).sort((a, b) => a - b),
  createdAt: user.created.toISOString(),
  twoFactorEnabled: twoFactorOn.has(user.id),
});

export const toSettings = (company: Company): Settings => ({
  id: company.id,
  name: company.name,
  email: company.email,
  phone: company.phone,
  street: company.street,
  city: company.city,
  zip: company.zip,
  countryCode: company.countryCode,
  currency: company.currency,
  defaultLang: company.defaultLang as LangCode,
  languages: company.languages as LangCode[],
  headerStyle: company.headerStyle,
  logoUrl: company.logoSha
    ? `/web/image/res.company/${company.id}/logo?unique=${company.logoSha.slice(0, 12)}`
    : null,
});

const toCompanyRef = (company: Company): CompanyRef => ({ id: company.id, name: company.name });

/** The back office's account screens: session, profile, users, companies and settings. */
export function accountsAdminRoutes(router: Router, deps: AccountsAdminDeps) {
  const { accounts, sessions, kit } = deps;

  async function sessionAnswer(
    ctx: RequestContext,
    userId: number,
    csrfToken: string,
  ): Promise<AdminSession> {
    const user = await accounts.getUser(ctx.em, userId);
    const companies = await accounts.companiesOf(ctx.em, user.id);
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        lang: user.lang as LangCode | null,
        companyId: user.companyId,
        companyIds: companies.map((company) => company.id),
      },
      companies: companies.map(toCompanyRef),
      languages: languages.map(({ code, name, urlCode }) => ({ code, name, urlCode })),
      csrfToken,
    };
  }

  kit.api(router, sessionAdminCalls.get, 'staff', (ctx, _input, req) =>
    sessionAnswer(ctx, ctx.user!.id, req.vitrine.session!.csrfToken),
  );

  kit.api(
    router,
    sessionAdminCalls.signIn,
    'public',
    async (ctx, { body }, req, res) => {
      const user = await accounts.authenticate(ctx.em, body.email, body.password, ctx.ip);
      if (!accounts.canUseBackOffice(user)) throw new AccessError(NO_BACK_OFFICE);
      if ((await deps.signIn.start(ctx.em, user, req, res)) === 'code-needed')
        return { twoFactorRequired: true as const };
      return sessionAnswer(ctx, user.id, req.vitrine.session!.csrfToken);
    },
    { before: [deps.signInLimit] },
  );

  kit.api(
    router,
    sessionAdminCalls.signInWithCode,
    'public',
    async (ctx, { body }, req, res) => {
      const user = await deps.signIn.complete(ctx.em, body.code, req, res);
      return sessionAnswer(ctx, user.id, req.vitrine.session!.csrfToken);
    },
    { before: [deps.signInLimit] },
  );
  twoFactorAdminRoutes(router, { accounts, twoFactor: deps.twoFactor, kit });

  kit.api(router, sessionAdminCalls.signOut, 'public', async (_ctx, _input, req, res) => {
    await endSession(sessions, req, res);
  });

  // The site's reset by mail (same links, limits and mail); the link lands on /web/reset_password.
  kit.api(
    router,
    sessionAdminCalls.requestPasswordReset,
    'public',
    async (ctx, { body }) => {
      await accounts.requestPasswordReset(ctx.em, body.email, deps.publicUrl());
    },
    { before: [deps.signInLimit] },
  );

  // ----- Profile -------------------------------------------------------------------------
  const calls = accountsAdminCalls;
  const toProfile = (user: User): Profile => ({
    id: user.id,
    email: user.email,
    name: user.name,
    lang: user.lang as LangCode | null,
  });
  kit.api(router, calls.profile, 'staff', async (ctx) =>
    toProfile(await accounts.getUser(ctx.em, ctx.user!.id)),
  );
  kit.api(router, calls.updateProfile, 'staff', async (ctx, { body }) =>
    toProfile(await accounts.updateProfile(ctx, body)),
  );
  kit.api(router, calls.changePassword, 'staff', async (ctx, { body }, req) => {
    await accounts.changePassword(ctx, { ...body, keepSession: req.vitrine.session?.tokenHash ?? null });
  });

  // ----- Companies and settings ------------------------------------------------------------
  kit.api(router, calls.companies, 'staff', async (ctx) =>
    (await accounts.companiesOf(ctx.em, ctx.user!.id)).map(toCompanyRef),
  );
  kit.api(router, calls.createCompany, 'admin', async (ctx, { body }) =>
    toCompanyRef(await accounts.createCompany(ctx, body.name)),
  );
  kit.api(router, calls.settings, 'admin', async (ctx) =>
    toSettings(await accounts.getCompany(ctx.em, ctx.user!.companyId)),
  );
  kit.api(router, calls.updateSettings, 'admin', async (ctx, { body }) =>
    toSettings(await accounts.updateCompany(ctx.em, ctx.user!.companyId, body)),
  );
  // Multipart: not JSON, so CSRF is checked by the session's token in a header.
  router.post(calls.uploadLogo.path, async (req, res) => {
    req.vitrine.kind = 'api';
    kit.checkAccessAndCsrf(req, 'admin');
    // Read the upload before the transaction: on SQLite a slow upload would hold up every write.
    const upload = await deps.logo.read(req);
    const settings = await kit.transaction(async (em) => {
      const ctx = kit.context(req, em);
      const sha = await deps.logo.save(ctx, upload);
      return toSettings(await accounts.updateCompany(em, ctx.user!.companyId, { logoSha: sha }));
    });
    res.json(settings);
  });
  kit.api(router, calls.removeLogo, 'admin', async (ctx) =>
    toSettings(await accounts.updateCompany(ctx.em, ctx.user!.companyId, { logoSha: null })),
  );

  // ----- Users -----------------------------------------------------------------------------
  kit.api(router, calls.users, 'admin', async (ctx, { query }) => {
    const { items, total } = await accounts.listUsers(ctx.em, {
      search: query.search,
      page: query.page,
      pageSize: USERS_PAGE_SIZE,
    });
    const twoFactorOn = await deps.twoFactor.enabledAmong(
      ctx.em,
      items.map((user) => user.id),
    );
    return {
      items: items.map((user) => toUserRow(user, twoFactorOn)),
      total,
      page: query.page,
      pageSize: USERS_PAGE_SIZE,
    };
  });
  const withTwoFactor = async (ctx: RequestContext, user: User) =>
    toUserRow(user, await deps.twoFactor.enabledAmong(ctx.em, [user.id]));
  kit.api(router, calls.user, 'admin', async (ctx, { params }) =>
    withTwoFactor(ctx, await accounts.getUser(ctx.em, params.id)),
  );
  kit.api(router, calls.createUser, 'admin', async (ctx, { body }) =>
    withTwoFactor(
      ctx,
      await accounts.createUser(ctx.em, { ...body, lang: body.lang ?? null }, deps.publicUrl()),
    ),
  );
  kit.api(router, calls.updateUser, 'admin', async (ctx, { body, params }) =>
    withTwoFactor(ctx, await accounts.updateUser(ctx, params.id, body)),
  );
}

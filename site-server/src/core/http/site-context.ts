import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { signUpInput } from '../../../../shared/accounts/contract';
import {
  defaultLangCode,
  isLangCode,
  languages,
  splitLangPrefix,
  t,
  type LangCode,
} from '../../../../shared/i18n';
import { isStaff } from '../../../../shared/roles';
import type { SiteContext } from '../site/context';
import type { AccountService } from '../../features/accounts/account.service';
import { endSession, startSession } from '../../features/accounts/session.middleware';
import { toSessionUser, type SessionService } from '../../features/accounts/session.service';
import type { PageService } from '../../features/website/page.service';
import type { Config } from '../config';
import type { TransactionRunner } from '../db/transaction';
import { AuthError, RateLimitError, ValidationError } from '../errors';
import { MIN_PASSWORD_LENGTH } from '../../features/accounts/password';
import { csrfTokenFor } from './csrf';

export interface SiteContextDeps {
  accounts: AccountService;
  sessions: SessionService;
  pages: PageService;
  transaction: TransactionRunner;
  dataSource: DataSource;
  config: Config;
  baseUrl: (req: Request) => string;
}

/**
 * What the public site's routes get from the server (site-server/src/core/site/context.ts). The language is the
 * address's (/fr/…), else the site's default; `lang` sets it for calls outside the pages.
 */
export async function createSiteContext(
  req: Request,
  res: Response,
  deps: SiteContextDeps,
  options: { lang?: LangCode } = {},
): Promise<SiteContext> {
  const { accounts, sessions, transaction } = deps;
  const company = await accounts.siteCompany(deps.dataSource.manager);
  const active = languages.filter((language) => company.languages.includes(language.code));
  const defaultLang: LangCode = isLangCode(company.defaultLang) ? company.defaultLang : defaultLangCode;
  const fromPath = splitLangPrefix(req.path).urlCode;
  const lang: LangCode =
    options.lang ??
    (fromPath ? languages.find((l) => l.urlCode === fromPath)?.code : defaultLang) ??
    defaultLang;
  // The default language has no prefix (/aboutus); the others have theirs (/fr/aboutus).
  const urlCode = options.lang
    ? lang === defaultLang
      ? undefined
      : languages.find((l) => l.code === lang)?.urlCode
    : fromPath;
  const user = req.vitrine.user;

  return {
    lang,
    defaultLang,
    languages: active.map(({ code, name, urlCode }) => ({ code, name, urlCode })),
    urlPrefix: urlCode ? (`/${urlCode}` as '/fr' | '/es') : '',
    user: user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null,
    csrfToken: req.vitrine.verifiedCsrfToken ?? csrfTokenFor(req, deps.config.sessionSecret),
    company: {
      name: company.name,
      logoUrl: company.logoSha
        ? `/web/image/res.company/${company.id}/logo?unique=${company.logoSha.slice(0, 12)}`
        : null,
      address:
        [company.street, [company.zip, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
        null,
    },
    cartCount: 0,
    publicUrl: deps.baseUrl(req),
    auth: {
      async signIn(login, password) {
        try {
          const found = await transaction((em) => accounts.authenticate(em, login, password));
          await startSession(sessions, req, res, toSessionUser(found));
          return { ok: true, staff: isStaff(found.role) };
        } catch (error) {
          return { ok: false, message: authMessage(error, lang) };
        }
      },
      async signUp(input) {
        const parsed = signUpInput.safeParse(input);
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0]);
            fields[field] ??=
              field === 'email'
                ? t(lang, 'auth.invalidEmail')
                : field === 'name'
                  ? t(lang, 'auth.nameRequired')
                  : t(lang, 'auth.passwordTooShort', MIN_PASSWORD_LENGTH);
          }
          return { ok: false, message: Object.values(fields)[0]!, fields };
        }
        try {
          const created = await transaction((em) => accounts.signUp(em, parsed.data, lang));
          await startSession(sessions, req, res, toSessionUser(created));
          return { ok: true };
        } catch (error) {
          if (error instanceof ValidationError && error.fields.email)
            return {
              ok: false,
              message: t(lang, 'auth.emailTaken'),
              fields: { email: t(lang, 'auth.emailTaken') },
            };
          return { ok: false, message: authMessage(error, lang) };
        }
      },
      async signOut() {
        await endSession(sessions, req, res);
      },
      async requestPasswordReset(email) {
        await transaction((em) => accounts.requestPasswordReset(em, email, deps.baseUrl(req)));
      },
      async resetPassword(token, password) {
        try {
          const updated = await transaction((em) => accounts.resetPassword(em, token, password));
          await startSession(sessions, req, res, toSessionUser(updated));
          return { ok: true };
        } catch (error) {
          if (error instanceof ValidationError && error.fields.password)
            return { ok: false, message: t(lang, 'auth.passwordTooShort', MIN_PASSWORD_LENGTH) };
          if (error instanceof ValidationError)
            return { ok: false, message: t(lang, 'auth.resetLinkInvalid') };
          throw error;
        }
      },
    },
    pages: {
      byUrl: (url) => deps.pages.byUrl(deps.dataSource.manager, url, lang, defaultLang),
    },
  };
}

function authMessage(error: unknown, lang: LangCode): string {
  if (error instanceof AuthError) return t(lang, 'auth.wrongLogin');
  if (error instanceof RateLimitError) return t(lang, 'auth.tooManyAttempts');
  throw error;
}

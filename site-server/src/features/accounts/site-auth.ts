import type { Request, Response } from 'express';
import { signUpInput } from '../../../../shared/accounts/contract';
import { t, type LangCode } from '../../../../shared/i18n';
import { isStaff } from '../../../../shared/roles';
import type { TransactionRunner } from '../../core/db/transaction';
import { AuthError, RateLimitError, ValidationError } from '../../core/errors';
import type { AccountService } from './account.service';
import type { SignUps } from './sign-up';
import { SIGN_IN_EXPIRED, type TwoFactorSignIn } from './two-factor-sign-in';
import { MIN_PASSWORD_LENGTH } from './password';
import { endSession } from './session.middleware';
import type { SessionService } from './session.service';
import type { SiteAuth } from './site/context';

export interface SiteAuthDeps {
  accounts: AccountService;
  signUps: SignUps;
  sessions: SessionService;
  signIn: TwoFactorSignIn;
  transaction: TransactionRunner;
  publicUrl: () => string;
}

/** The sign-in pages' calls for one visitor: they set or clear the session cookie on `res`. */
export function siteAuth(req: Request, res: Response, lang: LangCode, deps: SiteAuthDeps): SiteAuth {
  const { accounts, sessions, transaction } = deps;
  return {
    async signIn(login, password) {
      try {
        const outcome = await transaction(async (em) => {
          const found = await accounts.authenticate(em, login, password, req.ip ?? null);
          return { found, step: await deps.signIn.start(em, found, req, res) };
        });
        if (outcome.step === 'code-needed') return { ok: false, codeNeeded: true };
        return { ok: true, staff: isStaff(outcome.found.role) };
      } catch (error) {
        return { ok: false, message: authMessage(error, lang) };
      }
    },
    async signInWithCode(code) {
      try {
        const found = await transaction((em) => deps.signIn.complete(em, code.trim(), req, res));
        return { ok: true, staff: isStaff(found.role) };
      } catch (error) {
        if (error instanceof ValidationError)
          return { ok: false, codeNeeded: true, message: t(lang, 'login.wrongCode') };
        if (error instanceof AuthError && error.message === SIGN_IN_EXPIRED)
          return { ok: false, message: t(lang, 'login.codeExpired') };
        return { ok: false, message: authMessage(error, lang) };
      }
    },
    async signUp(input) {
      const parsed = signUpInput.safeParse(input);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          fields[field] ??= field === 'email' ? t(lang, 'auth.invalidEmail') : t(lang, 'auth.nameRequired');
        }
        return { ok: false, message: Object.values(fields)[0]!, fields };
      }
      await transaction((em) => deps.signUps.request(em, parsed.data, lang, deps.publicUrl()));
      return { ok: true };
    },
    async signOut() {
      await endSession(sessions, req, res);
    },
    async requestPasswordReset(email) {
      await transaction((em) => accounts.requestPasswordReset(em, email, deps.publicUrl()));
    },
    async resetPassword(token, password) {
      try {
        // Signed in as by a password: an account with a second factor still gives its code.
        const outcome = await transaction(async (em) => {
          const updated = await accounts.resetPassword(em, token, password);
          return { updated, step: await deps.signIn.start(em, updated, req, res) };
        });
        return { ok: true, staff: isStaff(outcome.updated.role), signedIn: outcome.step === 'signed-in' };
      } catch (error) {
        if (error instanceof ValidationError && error.fields.password)
          return { ok: false, message: t(lang, 'auth.passwordTooShort', MIN_PASSWORD_LENGTH) };
        if (error instanceof ValidationError) return { ok: false, message: t(lang, 'auth.resetLinkInvalid') };
        throw error;
      }
    },
  };
}

function authMessage(error: unknown, lang: LangCode): string {
  if (error instanceof AuthError) return t(lang, 'auth.wrongLogin');
  if (error instanceof RateLimitError) return t(lang, 'auth.tooManyAttempts');
  throw error;
}

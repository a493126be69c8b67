import { data } from 'react-router';
import type { SiteContext } from '../../../core/site/context';

/** Outcome of an auth call that either works or gives a message to show as is (already translated). */
export type AuthResult = { ok: true } | { ok: false; message: string };
export type SignInResult =
  | { ok: true; staff: boolean }
  | { ok: false; message: string }
  /** The password was right; the account's second factor is asked next. */
  | { ok: false; codeNeeded: true; message?: string };
export type SignUpResult = { ok: true } | { ok: false; message: string; fields?: Record<string, string> };
/** A new password from a mailed link: staff go on to the back office; `signedIn` is false when a second factor is still asked. */
export type ResetResult = { ok: true; staff: boolean; signedIn: boolean } | { ok: false; message: string };

export interface SignUpInput {
  name: string;
  email: string;
}

/** Session-changing calls; they set or clear the session cookie on the current response. */
export interface SiteAuth {
  signIn(login: string, password: string): Promise<SignInResult>;
  /** The second step of a sign-in: the authenticator or recovery code. */
  signInWithCode(code: string): Promise<SignInResult>;
  /**
   * Mails the address the next step (a link to choose a password, or to its owner a note that it has
   * an account): ok whatever the address, so the answer never tells who has an account.
   */
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signOut(): Promise<void>;
  /** Always succeeds from the visitor's view: it never tells whether the address has an account. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets the password from a mailed link (a reset, or the end of a sign-up) and signs the user in. */
  resetPassword(token: string, password: string): Promise<ResetResult>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Sign-in, sign-up, sign-out and password reset of the visitor: filled by the accounts feature. */
    auth?: SiteAuth;
  }
}

/** The visitor's session calls; a site without accounts answers 404 for the sign-in pages. */
export function siteAuth(site: SiteContext): SiteAuth {
  if (!site.auth) throw data(null, { status: 404 });
  return site.auth;
}

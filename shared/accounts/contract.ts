import { z } from 'zod';
import { twoFactorCodeInputSchema, twoFactorCodeSchema } from '../api/admin';
import { MAX_ID } from '../api/numeric';
import { roles } from '../roles';

/** Longest login (an e-mail address) and password accepted, checked before any hashing. */
export const MAX_LOGIN_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

/** POST /web/session/authenticate (JSON-RPC) — for scripts and tests. */
export const authenticateParams = z.object({
  login: z.string().trim().min(1, 'Enter your e-mail address.').max(MAX_LOGIN_LENGTH),
  password: z.string().min(1, 'Enter your password.').max(MAX_PASSWORD_LENGTH),
  db: z.string().optional(),
});

export const authenticateResult = z.object({
  uid: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  company_id: z.number(),
});
export type AuthenticateResult = z.infer<typeof authenticateResult>;

/** The sign-up form: the password is chosen from the link mailed to the address (issue 25). */
export const signUpInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(200),
  email: z.email('Enter a valid e-mail address.').max(254),
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** POST /web/dataset/call_kw/res.users/write — the company switch (SPEC §7). */
export const userWriteArgs = z.tuple([
  z.array(z.number().int().positive().max(MAX_ID)).min(1),
  z.object({ company_id: z.number().int().positive().max(MAX_ID) }).strict(),
]);

// ----- Two-factor sign-in (TOTP) ---------------------------------------------------------------

export { twoFactorCodeInputSchema, twoFactorCodeSchema };

/** Recovery codes given when two-factor sign-in is turned on (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** POST /web/session/totp (JSON-RPC): the second step of a sign-in whose password was right. */
export const totpSignInParams = z.object({ code: twoFactorCodeSchema });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorDisableInputSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(MAX_PASSWORD_LENGTH),
  code: twoFactorCodeSchema,
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** What a sign-in answers instead of a session when the account has a second factor. */
export const TWO_FACTOR_REQUIRED = 'Enter the code from your authenticator app.';

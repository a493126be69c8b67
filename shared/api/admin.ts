/**
 * Contract of the back-office API (/api/admin/*): one zod schema per payload and per answer, and the
 * types inferred from them. The calls themselves are defined once, from these schemas, in
 * shared/<feature>/admin-calls.ts (core ones in ./core-calls.ts): the server parses what it receives
 * with their input schemas, and both ends type the answer with their result schema. Wire names are
 * camelCase here (our own API).
 */
import { z } from 'zod';
import { numeric, MAX_ID } from './numeric';
import { langCodes, langUrlCodes } from '../i18n/languages';
import { roles } from '../roles';

// ---------------------------------------------------------------------------------------------
// Shared vocabulary
// ---------------------------------------------------------------------------------------------

export { roles, type Role } from '../roles';
export const roleSchema = z.enum(roles);

export { langCodes, type LangCode } from '../i18n/languages';
export const langCodeSchema = z.enum(langCodes);
/** A person's own language; null: the back office speaks their browser's. */
export const userLangSchema = langCodeSchema.nullable();

export const errorNames = [
  'ValidationError',
  'AccessError',
  'MissingError',
  'UserError',
  'AuthError',
  'RateLimitError',
] as const;
export const errorNameSchema = z.enum(errorNames);
export type ErrorName = z.infer<typeof errorNameSchema>;

/** Body of every /api/admin error answer, whatever the HTTP status. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    name: errorNameSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

const id = z.number().int().positive().max(MAX_ID);
const isoDateTime = z.string();
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid e-mail address.' }));
const requiredText = (max: number) =>
  z.string().trim().min(1, { message: 'This field is required.' }).max(max);

/** A page of a list. `page` counts from 1. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive().max(MAX_ID),
    pageSize: z.number().int().positive().max(MAX_ID),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** `?page=` of list calls: missing or empty means the first page. */
const pageParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  numeric(z.number().int().positive().max(MAX_ID)).default(1),
);

// ---------------------------------------------------------------------------------------------
// Session
// ---------------------------------------------------------------------------------------------

export const adminUserSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  lang: userLangSchema,
  companyId: id,
  companyIds: z.array(id),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const companyRefSchema = z.object({ id, name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const languageSchema = z.object({
  code: langCodeSchema,
  name: z.string(),
  urlCode: z.enum(langUrlCodes),
});
export type Language = z.infer<typeof languageSchema>;

/** GET /api/admin/session and POST /api/admin/session answer. */
export const adminSessionSchema = z.object({
  user: adminUserSchema,
  companies: z.array(companyRefSchema),
  languages: z.array(languageSchema),
  csrfToken: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** POST /api/admin/session */
export const signInInputSchema = z.object({
  email: z.string().trim().min(1, { message: 'This field is required.' }).max(254),
  password: z.string().min(1, { message: 'This field is required.' }).max(1024),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** POST /api/admin/session/password-reset: "Forgot password?" on the back office's sign-in screen. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, { message: 'This field is required.' }).max(254),
});

/** A 6-digit authenticator code or a recovery code ('abcde-fghjk'): the second step of a sign-in. */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app.')
  .max(32, 'This code is not valid.');
/** POST /api/admin/session/code */
export const twoFactorCodeInputSchema = z.object({ code: twoFactorCodeSchema });

/** Messages the SPA shows as the server sends them (SPEC texts). */
export const adminMessages = {
  wrongLogin: 'Wrong login or password',
  noBackOfficeAccess: 'This account has no access to the back office.',
  cannotOpenRecord: 'This record cannot be opened here.',
} as const;

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

export const profileSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  lang: userLangSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/admin/profile */
export const profileInputSchema = z.object({
  name: requiredText(200),
  email,
  lang: userLangSchema,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const passwordMinLength = 8;

/** POST /api/admin/profile/password → 204 */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, { message: 'This field is required.' }).max(1024),
  newPassword: z
    .string()
    .min(passwordMinLength, {
      message: `The password must be at least ${passwordMinLength} characters long.`,
    })
    .max(1024),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

// ---------------------------------------------------------------------------------------------
// Company switch (SPEC §7 model call: write on the user's company_id)
// ---------------------------------------------------------------------------------------------

/** params of POST /web/dataset/call_kw/res.users/write (JSON-RPC) → result true */
export const companySwitchParamsSchema = z.object({
  args: z.tuple([z.tuple([id]), z.object({ company_id: id })]),
  kwargs: z.object({}).default({}),
});
export type CompanySwitchParams = z.infer<typeof companySwitchParamsSchema>;

// ---------------------------------------------------------------------------------------------
// Settings (the current company)
// ---------------------------------------------------------------------------------------------

/**
 * How the site's header behaves (SPEC §9): 'shop' sticks after 300 px and folds its menu below 700 px;
 * 'marketing' sticks after 120 px and folds its menu at 1199 px and below.
 */
export const headerStyles = ['shop', 'marketing'] as const;
export type HeaderStyle = (typeof headerStyles)[number];

export const settingsSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  defaultLang: langCodeSchema,
  languages: z.array(langCodeSchema),
  headerStyle: z.enum(headerStyles),
  logoUrl: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'Please enter a valid e-mail address.',
  });

/** PUT /api/admin/settings */
export const settingsInputSchema = z
  .object({
    name: requiredText(200),
    email: optionalEmail,
    phone: z.string().trim().max(50),
    street: z.string().trim().max(200),
    city: z.string().trim().max(100),
    zip: z.string().trim().max(20),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), {
        message: 'Use a two-letter country code (ISO 3166-1), such as US or FR.',
      }),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: 'Use a three-letter currency code (ISO 4217), such as USD or EUR.' }),
    defaultLang: langCodeSchema,
    languages: z.array(langCodeSchema).min(1, { message: 'Choose at least one language.' }),
    headerStyle: z.enum(headerStyles).default('shop'),
  })
  .refine((input) => input.languages.includes(input.defaultLang), {
    message: 'The default language must be one of the active languages.',
    path: ['defaultLang'],
  });
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** POST /api/admin/settings/logo: multipart, field `file`. */
export const logoUpload = {
  field: 'file',
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
} as const;

// ---------------------------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/companies */
export const companyListSchema = z.array(companyRefSchema);

/** POST /api/admin/companies → CompanyRef */
export const companyInputSchema = z.object({ name: requiredText(200) });
export type CompanyInput = z.infer<typeof companyInputSchema>;

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export const userRowSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  active: z.boolean(),
  lang: userLangSchema,
  companyIds: z.array(id),
  createdAt: isoDateTime,
  /** Whether the user signs in with a second factor (an authenticator app). */
  twoFactorEnabled: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userPageSchema = pageSchema(userRowSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** GET /api/admin/users?search=&page= */
export const userListQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: pageParam,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** POST /api/admin/users (without password an invitation mail is queued) */
export const userCreateInputSchema = z.object({
  email,
  name: requiredText(200),
  role: roleSchema,
  lang: userLangSchema.optional(),
  password: z
    .string()
    .min(passwordMinLength, {
      message: `The password must be at least ${passwordMinLength} characters long.`,
    })
    .max(1024)
    .optional(),
  companyIds: z.array(id).min(1, { message: 'Choose at least one company.' }),
});
export type UserCreateInput = z.infer<typeof userCreateInputSchema>;

/** PUT /api/admin/users/:id */
export const userUpdateInputSchema = z.object({
  name: requiredText(200),
  role: roleSchema,
  active: z.boolean(),
  lang: userLangSchema,
  companyIds: z.array(id).min(1, { message: 'Choose at least one company.' }),
});
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;

// ---------------------------------------------------------------------------------------------
// Outbox
// ---------------------------------------------------------------------------------------------

export const outboxStates = ['queued', 'sent', 'failed', 'held'] as const;
export const outboxStateSchema = z.enum(outboxStates);
export type OutboxState = z.infer<typeof outboxStateSchema>;

export const outboxRowSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  state: outboxStateSchema,
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxPageSchema = pageSchema(outboxRowSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /api/admin/outbox?state=&page= (empty state = every state) */
export const outboxListQuerySchema = z.object({
  state: z.preprocess((value) => (value === '' ? undefined : value), outboxStateSchema.optional()),
  page: pageParam,
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** GET /api/admin/outbox/:id */
export const outboxMailSchema = outboxRowSchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

// ---------------------------------------------------------------------------------------------
// Path parameters
// ---------------------------------------------------------------------------------------------

/** `:id` of /api/admin/users/:id and /api/admin/outbox/:id */
export const idParamSchema = z.object({ id: numeric(z.number().int().positive().max(MAX_ID)) });

import { isTextAtText } from '../validators/email';

/**
 * The newsletter's plain rules and names (e-mail checks, the JSONP call, the cookies and query
 * parameters): a module without schemas, which the site's browser code reads (contract.ts re-exports it).
 */

// ---------------------------------------------------------------------------------------------
// E-mail checks (SPEC §5)
// ---------------------------------------------------------------------------------------------

/** Why an address is refused, most basic reason first. */
export const emailProblems = ['empty', 'single_at', 'username', 'domain', 'fake'] as const;
export type EmailProblem = (typeof emailProblems)[number];

/** SPEC §5 provider responses, as the server words them (the site shows the i18n keys below). */
export const mailingMessages = {
  empty: 'Please enter a value',
  single_at: 'An email address must contain a single @',
  username: 'The username portion of the email address is invalid (the portion before the @)',
  domain: 'The domain portion of the email address is invalid (the portion after the @)',
  fake: 'This email address looks fake or invalid. Please enter a real email address.',
  listMissing: 'This mailing list does not exist or is not open to subscriptions.',
  listIdMissing: 'This form does not say which mailing list it subscribes to (its list_id field).',
  tooMany: 'Too many subscriptions from your address. Please wait a few minutes and try again.',
} as const;

// ---------------------------------------------------------------------------------------------
// The marketing newsletter's JSONP call (the mailing-list provider's subscribe endpoint)
// ---------------------------------------------------------------------------------------------

/** GET ?id={list_id}&EMAIL={address}&c={callback} → `callback({result, msg})`. */
export const JSONP_SUBSCRIBE_PATH = '/subscribe/post-json';
/** A callback the answer may name: a JavaScript name, or names joined by dots. */
export const JSONP_CALLBACK = /^[A-Za-z_$][\w$]{0,63}(?:\.[A-Za-z_$][\w$]{0,63}){0,3}$/;
/** Each refusal's numeric code, which prefixes its message with ' - ' as the provider's do (SPEC §5). */
const jsonpCodes = { empty: 0, single_at: 1, username: 2, domain: 3, fake: 4, listMissing: 5 } as const;
export const jsonpErrorMessage = (problem: keyof typeof jsonpCodes, text: string) =>
  `${jsonpCodes[problem]} - ${text}`;
/** A provider message without its numeric prefix ('3 - The domain…' → 'The domain…'). */
export const withoutCode = (msg: string) => msg.replace(/^\d+ - /, '');

/** UI string keys of shared/newsletter/messages.ts for each refusal. */
export const emailProblemKeys = {
  empty: 'newsletter.error.empty',
  single_at: 'newsletter.error.singleAt',
  username: 'newsletter.error.username',
  domain: 'newsletter.error.domain',
  fake: 'newsletter.error.fake',
} as const satisfies Record<EmailProblem, string>;

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
/** RFC 2606/6761 names that never receive mail. */
const RESERVED_TOP_LEVELS = new Set(['test', 'invalid', 'localhost', 'example', 'local']);
/** Keyboard mashes typed to get past a form: asdf@asdf.com, test@test.com… */
const FILLER_WORDS = new Set([
  'test',
  'asdf',
  'qwerty',
  'azerty',
  'fake',
  'foo',
  'none',
  'aaa',
  'xxx',
  'abc',
]);

/** Trimmed and lower-cased: one subscription per address and list, whatever the typing. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * What is wrong with an address a visitor gives, or null when it may subscribe. Checks in the order
 * of SPEC §5's provider messages: empty, one @, the part before it, the part after it, then
 * addresses that cannot be real (reserved top-level domains, test@test.com-like fillers, longer
 * than mail carries). An address it accepts always passes the text@text rule (isTextAtText).
 */
export function emailProblem(raw: string): EmailProblem | null {
  const email = normaliseEmail(raw);
  if (!email) return 'empty';
  const parts = email.split('@');
  if (parts.length !== 2) return 'single_at';
  const [user, domain] = parts as [string, string];
  if (!user || user.length > 64 || !LOCAL_PART.test(user)) return 'username';
  const labels = domain.split('.');
  if (
    domain.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => DOMAIN_LABEL.test(label)) ||
    !TOP_LEVEL.test(labels[labels.length - 1]!)
  )
    return 'domain';
  if (RESERVED_TOP_LEVELS.has(labels[labels.length - 1]!)) return 'fake';
  if (FILLER_WORDS.has(user) && FILLER_WORDS.has(labels[0]!)) return 'fake';
  if (!isTextAtText(email)) return 'fake';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Browser state and constants (SPEC §4, §9)
// ---------------------------------------------------------------------------------------------

/** HttpOnly, signed: the address this browser subscribed with (for is_subscriber). */
export const NEWSLETTER_EMAIL_COOKIE = 'vitrine_newsletter';
/** SPEC §9 'Popup cookie per list': set once the popup of a list was shown. */
export const popupCookieName = (listId: number) => `newsletter_popup_${listId}`;
export const POPUP_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Subscriptions per IP address and minute (the JSON call and the form post together). */
export const SUBSCRIBE_LIMIT_PER_MINUTE = 20;

/** The no-JavaScript form's outcome, carried back in the query string. */
export const NEWSLETTER_NOTICE_PARAM = 'newsletter';
export const NEWSLETTER_NOTICE_LIST_PARAM = 'newsletter_list';
/** The outcome a page without JavaScript shows: subscribed, a confirmation mail sent, a confirmation link used or refused, a refused address. */
export type NewsletterNotice = 'subscribed' | 'confirm_sent' | 'confirmed' | 'confirm_invalid' | EmailProblem;
export const newsletterNotices = ['subscribed', 'confirm_sent', 'confirmed', 'confirm_invalid'] as const;

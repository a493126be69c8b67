/**
 * Contract of newsletters (SPEC §2, §3, §4, §5, §7, §9): mailing lists (mailing.list), their
 * subscriptions (mailing.contact), the spec's JSON-RPC calls under /website_mass_mailing/*, the
 * public site's load-context part, and the back office's /api/admin/mailing/* API.
 *
 * JSON-RPC calls (all public, Content-Type application/json):
 * - POST /website_mass_mailing/is_subscriber {list_id} → {is_subscriber, email}. `email` is the
 *   signed-in user's address, else the address this browser last subscribed with (kept in a signed
 *   HttpOnly cookie, NEWSLETTER_EMAIL_COOKIE), else ''. `is_subscriber` is about that address.
 * - POST /website_mass_mailing/subscribe {list_id, email} → {is_subscriber: true, email, message}.
 *   The address is normalised (trimmed, lower-case). A new subscription, and a subscription again
 *   after an unsubscribe, queue a confirmation mail with the unsubscribe link; subscribing an address
 *   that is already subscribed changes nothing and sends nothing, and answers the same (so the answer
 *   never tells whether someone else's address is on the list). A bad address is a ValidationError
 *   whose message is one of mailingMessages (SPEC §5 provider texts), `data.fields.email` too.
 *   Rate limited per IP address (RateLimitError).
 * - POST /website_mass_mailing/get_content {newsletter_id} → {content, email, redirect_url,
 *   is_subscriber}: `content` is the HTML of the popup's text (title and paragraphs, rendered on
 *   the server from escaped text, in the page's language), `redirect_url` '' when none.
 * Each call: an unknown list, or one that is not public, is a MissingError.
 *
 * Other routes:
 * - POST {lang prefix}/newsletter/subscribe (form post, csrf_token, list_id, email, redirect): the
 *   subscribe block without JavaScript; goes back to `redirect` (a local path) with
 *   ?newsletter_list={id}&newsletter={subscribed | an EmailProblem code}, which the block shows.
 *   GET /newsletter/subscribe?list_id= is a small page with the subscribe block.
 * - GET {lang prefix}/mailing/unsubscribe?list_id=&email=&token=: unsubscribes (token checked) and
 *   offers to subscribe again (a form post to the same page). A wrong token changes nothing.
 *
 * Website forms: the form target 'mailing.contact' subscribes the form's `email` field (and its
 * optional `name`) to the list given by the form's hidden `list_id` field (a field of type 'hidden'
 * whose value is the list's id). A refused address is answered on the form's `email` field, in the
 * page's language; the confirmation mail's links use the origin the visitor posted to.
 */
import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';
import { isTextAtText } from '../validators/email';
import { pageSchema } from '../api/admin';

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
// JSON-RPC calls (SPEC §7)
// ---------------------------------------------------------------------------------------------

const listId = numeric(z.number().int().positive().max(2_147_483_647));

export const isSubscriberParams = z.object({ list_id: listId });
export const subscribeParams = z.object({ list_id: listId, email: z.string().max(320) });
export const getContentParams = z.object({ newsletter_id: listId });

export const isSubscriberResult = z.object({ is_subscriber: z.boolean(), email: z.string() });
export type IsSubscriberResult = z.infer<typeof isSubscriberResult>;

/** is_subscriber false: a visitor's subscription waits for the link of the confirmation mail (double opt-in). */
export const subscribeResult = z.object({
  is_subscriber: z.boolean(),
  email: z.string(),
  message: z.string(),
});
export type SubscribeResult = z.infer<typeof subscribeResult>;

export const popupContentResult = z.object({
  content: z.string(),
  email: z.string(),
  redirect_url: z.string(),
  is_subscriber: z.boolean(),
});
export type PopupContentResult = z.infer<typeof popupContentResult>;

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

// ---------------------------------------------------------------------------------------------
// Public site (context.vitrine.newsletter)
// ---------------------------------------------------------------------------------------------

/** What the subscribe block needs from the server. */
export interface NewsletterBlockView {
  listId: number;
  listName: string;
  /** Only for a signed-in user (pages of visitors may be shared by the page cache). */
  isSubscriber: boolean;
  email: string;
  /** The no-JavaScript form's outcome for this list, read from the URL. */
  notice: NewsletterNotice | null;
}

export type UnsubscribeView =
  { ok: true; listName: string; email: string; isSubscriber: boolean } | { ok: false };

export type FormSubscribeOutcome =
  { ok: true; pending: boolean } | { ok: false; problem: EmailProblem | 'list_missing' };

export interface NewsletterSiteContext {
  /** The block's data; null when the list is unknown or not public. */
  block(listId: number): Promise<NewsletterBlockView | null>;
  /** The first public list (the /newsletter/subscribe page without list_id). */
  defaultListId(): Promise<number | null>;
  /** The no-JavaScript subscribe form. Sets the browser's newsletter cookie. */
  subscribe(listId: number, email: string): Promise<FormSubscribeOutcome>;
  /** The unsubscribe page's button (the link of a mail): unsubscribes when the token matches. */
  unsubscribe(link: { listId: number; email: string; token: string }): Promise<UnsubscribeView>;
  /** What a mail's link names, read only (the unsubscribe page before its button, and after). */
  status(link: { listId: number; email: string; token: string }): Promise<UnsubscribeView>;
  /** The unsubscribe page's 'subscribe again' button (same token). */
  resubscribe(link: { listId: number; email: string; token: string }): Promise<UnsubscribeView>;
}

// ---------------------------------------------------------------------------------------------
// Back office (/api/admin/mailing/*)
// ---------------------------------------------------------------------------------------------

export const MAILING_PAGE_SIZE = 50;

const translatedText = (max: number) => z.record(z.string(), z.string().max(max));

export const mailingListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isPublic: z.boolean(),
  subscriberCount: z.number().int(),
  contactCount: z.number().int(),
  createdAt: z.string(),
});
export type MailingListRow = z.infer<typeof mailingListRowSchema>;
export const mailingListPageSchema = pageSchema(mailingListRowSchema);

export const mailingListDetailSchema = mailingListRowSchema.extend({
  popupTitle: z.record(z.string(), z.string()),
  popupText: z.record(z.string(), z.string()),
  redirectUrl: z.string().nullable(),
});
export type MailingListDetail = z.infer<typeof mailingListDetailSchema>;

const redirectUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^\/(?![/\\])/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'Give a path on this site (/thanks) or an http(s):// address.',
  });

export const mailingListInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'This field is required.' }).max(200),
  isPublic: z.boolean().default(true),
  popupTitle: translatedText(200).default({}),
  popupText: translatedText(2000).default({}),
  redirectUrl: redirectUrl.default(''),
});
export type MailingListInput = z.input<typeof mailingListInputSchema>;

export const mailingListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: numeric(z.number().int().positive().max(MAX_ID)).default(1),
});

export const contactStates = ['subscribed', 'unsubscribed'] as const;
export type ContactState = (typeof contactStates)[number];

export const mailingContactRowSchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  isSubscriber: z.boolean(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type MailingContactRow = z.infer<typeof mailingContactRowSchema>;
export const mailingContactPageSchema = pageSchema(mailingContactRowSchema);

export const mailingContactQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  state: z.enum(contactStates).optional(),
  page: numeric(z.number().int().positive().max(MAX_ID)).default(1),
});

export const mailingContactInputSchema = z.object({
  email: z.string().max(320),
  name: z.string().trim().max(200).optional(),
});

export const mailingContactStateInputSchema = z.object({ isSubscriber: z.boolean() });

export const contactCsvColumns = ['email', 'name', 'state', 'subscribed_at', 'unsubscribed_at'] as const;

export const newsletterFormats = ['text', 'markup'] as const;
export type NewsletterFormat = (typeof newsletterFormats)[number];

/**
 * A newsletter: `body` is plain text, or simple markup (blank line = new paragraph, **bold**,
 * _italic_, [text](https://…)) that the server turns into HTML, escaping everything else.
 */
export const newsletterInputSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { message: 'This field is required.' })
    .max(200)
    .refine((value) => !/[\r\n]/.test(value), { message: 'A subject must fit on one line.' }),
  body: z.string().trim().min(1, { message: 'This field is required.' }).max(50_000),
  format: z.enum(newsletterFormats).default('markup'),
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  recipientCount: z.number().int(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterSendingSchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  subject: z.string(),
  recipientCount: z.number().int(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
});
export type NewsletterSending = z.infer<typeof newsletterSendingSchema>;
export const newsletterSendingListSchema = z.array(newsletterSendingSchema);

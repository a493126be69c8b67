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
import { pageSchema } from '../api/admin';

// The plain rules and names the site's browser code reads too, without this module's schemas.
export * from './subscribe-rules';
import type { EmailProblem, NewsletterNotice } from './subscribe-rules';

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

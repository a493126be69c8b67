/**
 * Chatter on a record (SPEC §3, §7, §9): blog comments now, the portal's documents later.
 * Owned by the chatter feature; the blog and the portal only render its component.
 *
 * Calls (JSON-RPC unless said otherwise; refusals are JSON-RPC errors whose data.message is the text):
 * - POST /mail/chatter_init, /mail/chatter_fetch: ChatterParams → ChatterResult. A model that is not
 *   registered in the record registry → AccessError (chatterMessages.unknownModel); a record the visitor
 *   may not see → MissingError. `domain` understands only [['rating_value', '!=', false]] /
 *   [['rating_value', '=', N]] (messages with a rating, or with one value); other terms are ignored.
 * - POST /mail/chatter_post: ChatterPostParams → ChatterMessage (JSON-RPC), or the same fields as a
 *   form post with csrf_token and an optional `redirect` (a local path), answered 303 to that page
 *   (with ?chatter_error=CODE on a refusal). Who may post: signed-in users, and visitors holding the
 *   record's portal token; anonymous visitors get AuthError (the page shows a sign-in link instead).
 * - POST /mail/message/hide: MessageHideParams → ChatterMessage (role publisher).
 * - GET /web/image/mail.message/{id}/author_avatar[/50x50]: the author's picture (initials).
 * - POST /website_mail/is_follower: IsFollowerParams → IsFollowerResult (SPEC §7).
 * - POST /website_mail/follow: FollowParams → boolean, the new follow state (SPEC §7).
 */
import { z } from 'zod';
import type { StarRow } from '../ratings/scale';
import { numeric, MAX_ID } from '../api/numeric';

/** SPEC §9: page size 10, pager scope 5 pages, starting page 1. */
export const CHATTER_PAGE_SIZE = 10;
export const CHATTER_PAGER_SCOPE = 5;
export const CHATTER_FIRST_PAGE = 1;
/** The query parameter of the pager's links (pages read without JavaScript): `?chatter_page=2`. */
export const CHATTER_PAGE_PARAM = 'chatter_page';
/** Longest message, in characters. */
export const CHATTER_MESSAGE_MAX = 4000;
/** The chatter's ratings are the one rating model's half stars (shared/ratings/scale.ts, SPEC §9). */
export { RATING_LABEL_KEYS, HALF_STAR_VALUES as RATING_VALUES } from '../ratings/scale';

/** Texts of the refusals (the API's messages; the page translates the ones it shows itself). */
export const chatterErrors = {
  unknownModel: 'Comments are not available on this kind of record.',
  missingRecord: 'This record does not exist or is not published.',
  signInToPost: 'Sign in to leave a comment.',
  emptyMessage: 'Write a message before posting.',
  tooLong: `A message has at most ${CHATTER_MESSAGE_MAX} characters.`,
  badRating: 'A rating is a number from 0 to 5, in half stars.',
  badToken: 'This link is not valid for this record.',
  tooManyPosts: 'Too many messages in a short time. Please wait a minute and try again.',
  missingMessage: 'This message does not exist.',
  notStaff: 'You are not allowed to read or answer these messages.',
  badEmail: 'Enter a valid e-mail address.',
  tooManyFollows: 'Too many follow requests. Please wait a minute and try again.',
  unfollowOther: 'You can stop following only with the address you followed with in this browser.',
  badUnfollowLink: 'This link to stop following is not valid.',
} as const;

export type ChatterErrorCode = keyof typeof chatterErrors;
/** The code of a refusal text, for the form post's redirect (`?chatter_error=tooLong`); null for any other text. */
export function chatterErrorCode(message: string): ChatterErrorCode | null {
  const found = Object.entries(chatterErrors).find(([, text]) => text === message);
  return found ? (found[0] as ChatterErrorCode) : null;
}
/** Query parameters the form post's redirect sets on the page: a refusal code, or that the message was posted. */
export const CHATTER_ERROR_PARAM = 'chatter_error';
export const CHATTER_POSTED_PARAM = 'chatter_posted';
/** The follow form's way back without JavaScript: the new state ('on' | 'off'), or a refusal code. */
export const FOLLOW_STATE_PARAM = 'follow_state';
export const FOLLOW_ERROR_PARAM = 'follow_error';

/** POST /mail/chatter_init and /mail/chatter_fetch (SPEC §7). */
export const chatterParamsSchema = z.object({
  res_model: z.string().min(1).max(100),
  res_id: numeric(z.number().int().positive().max(MAX_ID)),
  limit: numeric(z.number().int().min(1).max(100)).default(CHATTER_PAGE_SIZE),
  offset: numeric(z.number().int().min(0)).default(0),
  allow_composer: z.boolean().optional(),
  /** Portal access token of the record, for visitors who are not signed in. */
  token: z.string().max(200).optional(),
  domain: z.array(z.unknown()).optional(),
  rating_include: z.boolean().optional(),
});
export type ChatterParams = z.infer<typeof chatterParamsSchema>;
/** What a caller passes (limit and offset may be left out). */
export type ChatterParamsInput = z.input<typeof chatterParamsSchema>;

export interface ChatterMessage {
  id: number;
  /** ISO date-time. */
  date: string;
  author_name: string;
  /** SPEC §3: /web/image/mail.message/{id}/author_avatar/50x50 */
  author_avatar_url: string;
  /** Plain text; the page shows it escaped, never as markup. */
  body: string;
  /** Rounded to half stars (0–5), or null when the message carries no rating. */
  rating_value: number | null;
  /** Hidden by a publisher: only publishers still see it (marked). */
  is_hidden?: boolean;
}

export interface ChatterOptions {
  is_user_public: boolean;
  is_user_publisher: boolean;
  /** Whether this visitor may post here (the composer shows only then). */
  allow_composer: boolean;
  rating_include: boolean;
  res_model: string;
  res_id: number;
  token?: string;
}

export interface ChatterRatingStats {
  avg: number;
  /** Percent of rated messages per rating value 1–5. */
  percent: Record<StarRow, number>;
}

export interface ChatterResult {
  messages: ChatterMessage[];
  message_count: number;
  options: ChatterOptions;
  rating_stats?: ChatterRatingStats;
}

const chatterMessageSchema = z.object({
  id: z.number(),
  date: z.string(),
  author_name: z.string(),
  author_avatar_url: z.string(),
  body: z.string(),
  rating_value: z.number().nullable(),
  is_hidden: z.boolean().optional(),
});

/** The answer of chatter_init / chatter_fetch, as the browser checks it. */
export const chatterResultSchema = z.object({
  messages: z.array(chatterMessageSchema),
  message_count: z.number(),
  options: z.object({
    is_user_public: z.boolean(),
    is_user_publisher: z.boolean(),
    allow_composer: z.boolean(),
    rating_include: z.boolean(),
    res_model: z.string(),
    res_id: z.number(),
    token: z.string().optional(),
  }),
  rating_stats: z
    .object({
      avg: z.number(),
      percent: z.object({
        '1': z.number(),
        '2': z.number(),
        '3': z.number(),
        '4': z.number(),
        '5': z.number(),
      }),
    })
    .optional(),
}) satisfies z.ZodType<ChatterResult>;

export const chatterMessageResultSchema = chatterMessageSchema satisfies z.ZodType<ChatterMessage>;

/** POST /mail/chatter_post. `rating_value` is checked by the server (chatterErrors.badRating). */
export const chatterPostParamsSchema = z.object({
  res_model: z.string().min(1).max(100),
  res_id: numeric(z.number().int().positive().max(MAX_ID)),
  message: z.string(),
  rating_value: z.union([z.number(), z.string(), z.null()]).optional(),
  token: z.string().max(200).optional(),
});
export type ChatterPostParams = z.infer<typeof chatterPostParamsSchema>;

/** POST /mail/message/hide (publishers): hides or shows a message again. */
export const messageHideParamsSchema = z.object({
  message_id: numeric(z.number().int().positive().max(MAX_ID)),
  hidden: z.boolean(),
});

/** POST /website_mail/is_follower (SPEC §7). */
export const isFollowerParamsSchema = z.object({
  model: z.string().min(1).max(100),
  res_id: numeric(z.number().int().positive().max(MAX_ID)),
});
export interface IsFollowerResult {
  is_follower: boolean;
  /** Whether the visitor is signed in (then the address is theirs and no e-mail field shows). */
  is_user: boolean;
  /** The signed-in user's address, or the one this browser followed with; '' when unknown. */
  email: string;
}
export const isFollowerResultSchema = z.object({
  is_follower: z.boolean(),
  is_user: z.boolean(),
  email: z.string(),
}) satisfies z.ZodType<IsFollowerResult>;

/**
 * POST /website_mail/follow (SPEC §7): `message_is_follower` is the current state ('on' or true:
 * unfollow; otherwise follow). Answers the new state. Visitors who are not signed in give `email`.
 */
export const followParamsSchema = z.object({
  id: numeric(z.number().int().positive().max(MAX_ID)),
  object: z.string().min(1).max(100),
  message_is_follower: z.union([z.boolean(), z.enum(['on', 'off'])]).optional(),
  email: z.union([z.string().max(254), z.literal(false)]).optional(),
});
export type FollowParams = z.infer<typeof followParamsSchema>;

/** The chatter's part of the site's load context (`context.vitrine.chatter`). */
export interface ChatterSiteContext {
  /**
   * What /mail/chatter_init answers, for server rendering. When the caller asks for offset 0, the
   * page's own `?chatter_page=N` (the pager's links without JavaScript) picks the page.
   */
  init(params: ChatterParamsInput): Promise<ChatterResult>;
  /** What /website_mail/is_follower answers, for server rendering of the follow button. */
  isFollower(model: string, resId: number): Promise<IsFollowerResult>;
}

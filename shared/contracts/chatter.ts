/**
 * Chatter on a record (SPEC §3, §7, §9): blog comments now, the portal's documents later.
 * Owned by the chatter feature; the blog and the portal only render its component.
 */
import { z } from 'zod';

/** SPEC §9: page size 10, pager scope 5 pages, starting page 1. */
export const CHATTER_PAGE_SIZE = 10;
export const CHATTER_PAGER_SCOPE = 5;

/** POST /mail/chatter_init and /mail/chatter_fetch (SPEC §7). */
export const chatterParamsSchema = z.object({
  res_model: z.string().min(1).max(100),
  res_id: z.coerce.number().int().positive(),
  limit: z.coerce.number().int().min(1).max(100).default(CHATTER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  allow_composer: z.boolean().optional(),
  /** Portal access token of the record, for visitors who are not signed in. */
  token: z.string().max(200).optional(),
  domain: z.array(z.unknown()).optional(),
  rating_include: z.boolean().optional(),
});
export type ChatterParams = z.infer<typeof chatterParamsSchema>;

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
  percent: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface ChatterResult {
  messages: ChatterMessage[];
  message_count: number;
  options: ChatterOptions;
  rating_stats?: ChatterRatingStats;
}

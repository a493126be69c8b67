/**
 * Blocks of a website page that belong to other features (newsletter, follow, latest posts, form).
 * A page stores its blocks as JSON; the website module owns the full block union and its visual
 * blocks, and composes these schemas into it. Each feature owns its block's schema here and its
 * rendering in site-server/src/features/website/site/blocks/.
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';

export const newsletterBlockSchema = z.object({
  type: z.literal('newsletter'),
  /** The mailing list the block subscribes to. */
  listId: z.number().int().positive().max(MAX_ID),
  title: z.string().max(200).optional(),
  /**
   * 'popup': the newsletter popup of SPEC §4 (shown once per list when the mouse leaves the page);
   * 'signup': the marketing site's sign-up (EMAIL, the provider's JSONP call, SPEC §4's states).
   */
  display: z.enum(['inline', 'popup', 'signup']),
});

export const followBlockSchema = z.object({
  type: z.literal('follow'),
  /** A model registered in the record registry (blog.blog, blog.post…), and one of its records. */
  model: z.string().min(1).max(100),
  resId: z.number().int().positive().max(MAX_ID),
});

export const latestPostsBlockSchema = z.object({
  type: z.literal('latest_posts'),
  /** Posts of one blog, or of every blog when null. */
  blogId: z.number().int().positive().max(MAX_ID).nullable(),
  /** SPEC §9: 3 by default. */
  limit: z.number().int().min(1).max(24),
  template: z.enum(['list', 'cards']),
});

export const formBlockSchema = z.object({
  type: z.literal('form'),
  /** A website form built in the back office. */
  formId: z.number().int().positive().max(MAX_ID),
});

/** The marketing blocks of the leads feature: a title above each form. */
const marketingTitle = z.string().max(200);
export const leadFormBlockSchema = z.object({ type: z.literal('lead_form'), title: marketingTitle });
export const demoRequestBlockSchema = z.object({ type: z.literal('demo_request'), title: marketingTitle });
export const contactFormBlockSchema = z.object({ type: z.literal('contact_form'), title: marketingTitle });
/** The payment feature's card form: a signed-in customer saves a card for later billing (Stripe). */
export const cardFormBlockSchema = z.object({ type: z.literal('card_form'), title: marketingTitle });

export type NewsletterBlock = z.infer<typeof newsletterBlockSchema>;
export type FollowBlock = z.infer<typeof followBlockSchema>;
export type LatestPostsBlock = z.infer<typeof latestPostsBlockSchema>;
export type FormBlock = z.infer<typeof formBlockSchema>;
export type LeadFormBlock = z.infer<typeof leadFormBlockSchema>;
export type DemoRequestBlock = z.infer<typeof demoRequestBlockSchema>;
export type ContactFormBlock = z.infer<typeof contactFormBlockSchema>;
export type CardFormBlock = z.infer<typeof cardFormBlockSchema>;

export const moduleBlockSchemas = [
  newsletterBlockSchema,
  followBlockSchema,
  latestPostsBlockSchema,
  formBlockSchema,
  leadFormBlockSchema,
  demoRequestBlockSchema,
  contactFormBlockSchema,
  cardFormBlockSchema,
] as const;

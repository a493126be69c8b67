/**
 * The website's blocks with a page behaviour (SPEC §2, §9: the marketing site's accordion, tabs,
 * countdown, testimonials slider, filterable grid and go-to-top button). Each works with the
 * keyboard, respects prefers-reduced-motion, and is still in the editor (enable_editor).
 */
import { z } from 'zod';
import { blockIdSchema as id, line } from './block-fields';

const paragraph = z.string().max(5000);

/** What a regional block holds: the region's phone, address, contact or subscription text. */
export const regionalKinds = ['phone', 'address', 'contact', 'subscription'] as const;

/**
 * A block with a variant per region (SPEC §4): the India variant shows to visitors whose continent is
 * Asia (continent_code 'AS', from our own IP database), the other variant to everyone else.
 */
export const regionalBlockSchema = z.object({
  id,
  type: z.literal('regional'),
  kind: z.enum(regionalKinds),
  title: line(),
  /** RichText markup of each variant. */
  india: z.string().max(5000),
  other: z.string().max(5000),
});

/** SPEC §9: the demo countdown's target, 20 September 2020 17:00 Pacific time. */
export const DEMO_COUNTDOWN_TARGET = '2020-09-20T17:00:00-07:00';
/** SPEC §9: the go-to-top button shows after 600 px of scroll and scrolls up in 500 ms. */
export const GO_TOP_AFTER_PX = 600;
export const GO_TOP_SCROLL_MS = 500;
/** SPEC §9: testimonials show 1 item, 2 from 768 px wide. */
export const TESTIMONIALS_TWO_FROM_PX = 768;

/** Questions and answers: opening one closes the others. */
export const accordionBlockSchema = z.object({
  id,
  type: z.literal('accordion'),
  title: line(),
  items: z
    .array(z.object({ title: line().min(1, 'Each item needs a title.'), text: paragraph }))
    .min(1)
    .max(20),
});

export const tabsBlockSchema = z.object({
  id,
  type: z.literal('tabs'),
  items: z
    .array(z.object({ title: line(60).min(1, 'Each tab needs a title.'), text: paragraph }))
    .min(1)
    .max(10),
});

/** Days, hours, minutes and seconds to `target` (an ISO date with its offset); zeros once it passed. */
export const countdownBlockSchema = z.object({
  id,
  type: z.literal('countdown'),
  title: line(),
  target: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Give a date and time.'),
});

export const testimonialsBlockSchema = z.object({
  id,
  type: z.literal('testimonials'),
  title: line(),
  items: z
    .array(z.object({ quote: line(1000).min(1, 'A testimonial needs its words.'), author: line() }))
    .min(1)
    .max(20),
});

/** Items with a category; buttons show one category or all. */
export const filterGridBlockSchema = z.object({
  id,
  type: z.literal('filter_grid'),
  title: line(),
  items: z
    .array(
      z.object({
        title: line().min(1, 'Each item needs a title.'),
        category: line(60).min(1, 'Each item needs a category.'),
        text: line(1000),
      }),
    )
    .min(1)
    .max(60),
});

/** A video that plays in a popup over the page (the button opens it; Escape or Close shuts it). */
export const videoPopupBlockSchema = z.object({
  id,
  type: z.literal('video_popup'),
  title: line(),
  provider: z.enum(['youtube', 'vimeo']),
  videoId: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, 'This is not a video id (the end of its address).'),
});

/** SPEC §9: the case-study sidebar sticks 85 px from the top (and keeps 85 px at the bottom). */
export const STICKY_SIDEBAR_GAP_PX = 85;
/** A case study: its story beside a sidebar of facts that stays in view while the story scrolls. */
export const caseStudyBlockSchema = z.object({
  id,
  type: z.literal('case_study'),
  title: line(),
  story: z.string().max(20_000),
  facts: z.array(z.object({ label: line(60).min(1, 'Each fact needs a label.'), value: line() })).max(12),
});

/** SPEC §9: blocks reveal themselves when their top reaches 70 % of the window's height. */
export const REVEAL_AT = 0.7;
/** The blocks after this one appear (fade and rise) as they come into view. */
export const revealBlockSchema = z.object({ id, type: z.literal('reveal') });

/** A preloader over the page that fades out once the page has loaded. */
export const preloaderBlockSchema = z.object({ id, type: z.literal('preloader') });

/** The go-to-top button of the page (no content of its own). */
export const goTopBlockSchema = z.object({ id, type: z.literal('go_top') });

/** Their types, in the page editor's order. */
export const interactiveBlockTypes = [
  'accordion',
  'tabs',
  'countdown',
  'testimonials',
  'filter_grid',
  'go_top',
  'video_popup',
  'case_study',
  'preloader',
  'reveal',
] as const;
export type InteractiveBlockType = (typeof interactiveBlockTypes)[number];

export const interactiveBlockSchemas = [
  accordionBlockSchema,
  tabsBlockSchema,
  countdownBlockSchema,
  testimonialsBlockSchema,
  filterGridBlockSchema,
  goTopBlockSchema,
  videoPopupBlockSchema,
  caseStudyBlockSchema,
  preloaderBlockSchema,
  revealBlockSchema,
] as const;

/** The time left to `target` at `now`, in whole days, hours, minutes and seconds; zeros once passed. */
export function timeLeft(
  target: string,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

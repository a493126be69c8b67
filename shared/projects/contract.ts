import type { PortalList, PortalListOptions, PortalListQuery } from '../portal-list';
/**
 * Projects with ratings (issue 14, item 10; SPEC §2, §3, §8): a customer's projects and tasks; when a
 * task is done the customer gets an e-mail with one link per score (`/rate/{token}/{score}`, one
 * click), then may leave a comment; the project's portal page shows each rating's image with a hover
 * popover giving its age (data: id and rating-date; placement bottom, hover trigger, HTML content).
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';
import { MAX_STARS, RATING_LABELS } from '../ratings/scale';

/** A task's rating is the one rating model's whole stars (shared/ratings/scale.ts). */
export const MIN_SCORE = 1;
export const MAX_SCORE = MAX_STARS;
export const MAX_COMMENT = 2000;

/** SPEC §8's star labels, by score (1 to 5): the rating model's. */
export const ratingLabels = RATING_LABELS;

export const ratingMessages = {
  badScore: 'A rating is a score from 1 to 5.',
  unknown: 'This rating link is not valid.',
  used: 'This rating link was already used.',
  commentTooLong: 'The comment is too long.',
  noComment: 'Open the rating link from your e-mail to leave a comment.',
} as const;

export const taskStates = ['open', 'done'] as const;
export type TaskState = (typeof taskStates)[number];

const id = z.number().int().positive().max(MAX_ID);

export const ratingSchema = z.object({
  id,
  score: z.number(),
  comment: z.string(),
  ratedAt: z.string(),
});

export const taskSchema = z.object({
  id,
  name: z.string(),
  state: z.enum(taskStates),
  doneAt: z.string().nullable(),
  rating: ratingSchema.nullable(),
});

export const projectSchema = z.object({
  id,
  name: z.string(),
  customer: z.object({ id, name: z.string(), email: z.string() }),
  tasks: z.array(taskSchema),
  /** The average of the rated tasks (null: none yet). */
  averageScore: z.number().nullable(),
});
export type ProjectRow = z.infer<typeof projectSchema>;

export const projectInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'This field is required.' }).max(120),
  customerEmail: z.string().trim().toLowerCase().email({ message: 'Enter the customer’s e-mail.' }),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

export const taskInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'This field is required.' }).max(200),
});

/** A rating as the project's portal page shows it. */
export interface PortalRating {
  id: number;
  score: number;
  label: string;
  comment: string;
  /** ISO date-time (the element's data-rating-date). */
  ratedAt: string;
}

/** The portal's list (/my/projects): searched by project or task name; sorted by name or newest. */
export const portalProjectListOptions = {
  searchIns: ['name', 'task', 'all'],
  sorts: ['name', 'date'],
} as const satisfies PortalListOptions<string, string>;
export type PortalProjectSearchIn = (typeof portalProjectListOptions.searchIns)[number];
export type PortalProjectSort = (typeof portalProjectListOptions.sorts)[number];
export type PortalProjectQuery = PortalListQuery<PortalProjectSearchIn, PortalProjectSort>;
export type PortalProjectList = PortalList<PortalProject, PortalProjectSearchIn, PortalProjectSort>;

export interface PortalProject {
  id: number;
  name: string;
  tasks: Array<{ id: number; name: string; state: TaskState; rating: PortalRating | null }>;
}

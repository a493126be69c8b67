/**
 * One rating model (issue 29, item 10) for every feature that rates something: the chatter's messages
 * (SPEC §3, §9: 0 to 5 in half steps), the project tasks' one-click ratings (`/rate/{token}/{score}`,
 * whole stars 1–5) and product reviews (whole stars 1–5). Every rating is a row of the ratings feature's
 * `rating` table, in half stars; the scale, the labels, the checks and the average/distribution are these.
 */

export const MAX_STARS = 5;

/** SPEC §9's star labels, by whole star (1 to 5). */
export const RATING_LABELS = ['I hate it', "I don't like it", "It's okay", 'I like it', 'I love it'] as const;

/** The i18n keys of those labels (shared/ratings/messages.ts), by whole star. */
export const RATING_LABEL_KEYS = [
  'ratings.label.1',
  'ratings.label.2',
  'ratings.label.3',
  'ratings.label.4',
  'ratings.label.5',
] as const;

/** Ratings in half steps, 0 (none) to 5 (SPEC §9). */
export const HALF_STAR_VALUES = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

/** Whole-star ratings, 1 to 5. */
export const WHOLE_STAR_VALUES = [1, 2, 3, 4, 5] as const;

export type StarRow = '1' | '2' | '3' | '4' | '5';
export const STAR_ROWS: readonly StarRow[] = ['1', '2', '3', '4', '5'];

/** The whole star a value counts as in labels and distributions (2.5 → 3; never below 1). */
export function starRowOf(stars: number): StarRow {
  return String(Math.min(MAX_STARS, Math.max(1, Math.round(stars)))) as StarRow;
}

/** The English label of a rating (a half star takes the label of the value it rounds to). */
export function ratingLabelOf(stars: number): string {
  return RATING_LABELS[Number(starRowOf(stars)) - 1]!;
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return NaN;
}

/** A rating in half steps, 0–5, as half stars (0–10); NaN input or off-scale → undefined. */
export function parseHalfStars(value: unknown): number | undefined {
  const stars = numberOf(value);
  if (!Number.isFinite(stars) || stars < 0 || stars > MAX_STARS || !Number.isInteger(stars * 2))
    return undefined;
  return stars * 2;
}

/** A whole-star rating 1–5, or undefined when the value is anything else. */
export function parseWholeStars(value: unknown): number | undefined {
  const stars = numberOf(value);
  return Number.isInteger(stars) && stars >= 1 && stars <= MAX_STARS ? stars : undefined;
}

/** Average, count and distribution of a set of ratings. */
export interface RatingSummary {
  /** Rounded to 2 decimals; 0 when nothing is rated. */
  avg: number;
  count: number;
  /** How many ratings count as each whole star. */
  counts: Record<StarRow, number>;
  /** Percent per whole star, 2 decimals. */
  percent: Record<StarRow, number>;
}

/**
 * The summary of ratings given as (value in stars, how many) pairs — what one GROUP BY query returns;
 * half stars count in the row of the value they round to, and at their own value in the average.
 */
export function summarizeRatings(groups: Iterable<{ stars: number; count: number }>): RatingSummary {
  const counts: Record<StarRow, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const group of groups) {
    if (!(group.count > 0)) continue;
    count += group.count;
    sum += group.stars * group.count;
    counts[starRowOf(group.stars)] += group.count;
  }
  const percent = { ...counts };
  for (const row of STAR_ROWS) percent[row] = count ? Math.round((counts[row] / count) * 10000) / 100 : 0;
  return { avg: count ? Math.round((sum / count) * 100) / 100 : 0, count, counts, percent };
}

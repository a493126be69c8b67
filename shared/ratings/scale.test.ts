import { describe, expect, it } from 'vitest';
import { parseHalfStars, parseWholeStars, ratingLabelOf, summarizeRatings } from './scale';

describe('the one rating model', () => {
  it('reads half stars for the chatter and whole stars for tasks and reviews', () => {
    expect(parseHalfStars('4.5')).toBe(9);
    expect(parseHalfStars(0)).toBe(0);
    expect(parseHalfStars(4.25)).toBeUndefined();
    expect(parseHalfStars(6)).toBeUndefined();
    expect(parseWholeStars('4')).toBe(4);
    expect(parseWholeStars(4.5)).toBeUndefined();
    expect(parseWholeStars(0)).toBeUndefined();
    expect(parseWholeStars('<b>5</b>')).toBeUndefined();
  });

  it('labels a rating with SPEC §9 labels, half stars rounding up', () => {
    expect(ratingLabelOf(1)).toBe('I hate it');
    expect(ratingLabelOf(2.5)).toBe("It's okay");
    expect(ratingLabelOf(5)).toBe('I love it');
  });

  it('summarizes grouped ratings: average, count, counts and percent per star', () => {
    const summary = summarizeRatings([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 1.5, count: 1 },
    ]);
    expect(summary.count).toBe(4);
    expect(summary.avg).toBe(3.88);
    expect(summary.counts).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 2 });
    expect(summary.percent['5']).toBe(50);
    expect(summarizeRatings([])).toMatchObject({ avg: 0, count: 0 });
  });
});

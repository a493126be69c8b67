/**
 * The cards' teasers are made once per body: sanitize-html (a library, counted here, not replaced)
 * parsed every card's body on every render of /blog (issue 28). An edited body is another text, so it
 * gets its own teaser at once.
 */
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it, vi } from 'vitest';
import { plainTextOf } from './blog-html';

vi.mock('sanitize-html', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof sanitizeHtml }>()).default;
  return { default: Object.assign(vi.fn(original), original) };
});

describe('plainTextOf', () => {
  it('parses a body once for every card that shows it, and an edited body again', () => {
    const parsed = vi.mocked(sanitizeHtml);
    const body = '<p>Oak, walnut or ash?</p><p>Each wood has its <strong>grain</strong>.</p>';
    parsed.mockClear();
    const teasers = Array.from({ length: 10 }, () => plainTextOf(body, 180));
    expect(teasers).toEqual(Array(10).fill('Oak, walnut or ash? Each wood has its grain.'));
    expect(parsed).toHaveBeenCalledTimes(1);

    expect(plainTextOf(`${body}<p>Edited.</p>`, 180)).toBe(
      'Oak, walnut or ash? Each wood has its grain. Edited.',
    );
    // Another length is another text (the post page's description).
    expect(plainTextOf(body, 20)).toBe('Oak, walnut or ash?…');
    expect(parsed).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing of a body larger than its whole budget', () => {
    const parsed = vi.mocked(sanitizeHtml);
    const huge = `<p>${'word '.repeat(400_001)}</p>`;
    parsed.mockClear();
    expect(plainTextOf(huge, 10)).toBe('word word…');
    expect(plainTextOf(huge, 10)).toBe('word word…');
    expect(parsed).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatPostDate, monthName } from './post-date';

afterEach(() => vi.restoreAllMocks());

describe("the blog's dates", () => {
  test("name the archive's months in the page's language", () => {
    expect(monthName(3, 'en_US')).toBe('March');
    expect(monthName(3, 'fr_FR')).toBe('mars');
    expect(monthName(12, 'es_ES')).toBe('diciembre');
    expect(formatPostDate('2026-03-12T10:00:00.000Z', 'en_US')).toBe('March 12, 2026');
  });

  test('make the formatter of a language once, not once per date (a render of the archive, issue 28)', () => {
    monthName(1, 'es_ES');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let round = 0; round < 3; round++)
      for (let month = 1; month <= 12; month++) monthName(month, 'es_ES');
    expect(made).not.toHaveBeenCalled();
  });
});

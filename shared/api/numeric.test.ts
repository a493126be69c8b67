import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { numeric } from './numeric';

describe('numeric', () => {
  const id = numeric(z.number().int().positive());

  it.each([
    [3, 3],
    ['3', 3],
    [' 42 ', 42],
  ])('reads %j as %j', (value, expected) => {
    expect(id.parse(value)).toBe(expected);
  });

  it.each([[true], [false], [''], [[]], [[1]], [null], ['1e3'], ['0x10'], ['3abc'], [{}], ['-1'], ['1.5']])(
    'refuses %j',
    (value) => {
      expect(id.safeParse(value).success).toBe(false);
    },
  );

  it('keeps defaults and optional values working', () => {
    expect(numeric(z.number().int()).default(1).parse(undefined)).toBe(1);
    expect(numeric(z.number().int()).optional().parse(undefined)).toBeUndefined();
  });
});

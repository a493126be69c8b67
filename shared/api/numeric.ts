import { z } from 'zod';

const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number from JSON (3) or from a query string or form ('3'), checked by `schema`. Unlike
 * z.coerce.number(), nothing else becomes a number: true, '', [] and null are refused, where
 * coercion reads them as 1 or 0.
 */
export const numeric = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
    schema,
  );

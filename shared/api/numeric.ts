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

/** The largest record id: ids are 32-bit integers in the database (PostgreSQL refuses more). */
export const MAX_ID = 2_147_483_647;

/** A record id from a query string or form ('42'), or null for anything else ('1e3', '0', '99999999999'). */
export function idFrom(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Text from a query string or form that a database can hold: no NUL character (PostgreSQL refuses it). */
export const storableText = (value: unknown, maxLength: number): string =>
  typeof value === 'string' && !value.includes('\u0000') ? value.slice(0, maxLength) : '';

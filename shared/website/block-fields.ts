/** What every block schema is made of: its id on the page, and a line of text. */
import { z } from 'zod';

/** Stable id of a block within its page (the editor makes them; anchors and tests use them). */
export const blockIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A block id has 1 to 40 letters, digits, - or _.');

/** One line of text, at most `max` characters. */
export const line = (max = 200) => z.string().max(max);

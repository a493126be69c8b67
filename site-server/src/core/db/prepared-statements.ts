import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statements one connection keeps prepared, at most. The hot ones of the pages come first; past this,
 * statements are sent unnamed as before (texts that vary, such as `IN (…)` lists of every length,
 * cannot fill the server's memory).
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

type QueryArgs = Parameters<pg.Client['query']>;

/**
 * A pooled PostgreSQL connection that prepares each parametrised statement once, by a name derived
 * from its text: PostgreSQL then skips parsing and analysing it on every later run, which cost more
 * than running the pages' small queries (issue 28: the blog's listing spent 1.3 ms in parse and bind
 * for 0.07 ms of execution). Prepared statements live as long as the connection. Statements without
 * parameters (BEGIN, COMMIT, `SELECT 1`) keep the simple protocol, one message.
 */
export class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  // @ts-expect-error -- one implementation for pg's overloads; anything but (text, values) passes through untouched
  override query(...args: QueryArgs) {
    const [text, values] = args as unknown[];
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = this.nameOf(text);
      if (name) return super.query({ name, text, values }, ...(args.slice(2) as []));
    }
    return (super.query as (...rest: unknown[]) => unknown)(...args);
  }

  private nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_PREPARED_PER_CONNECTION) return known ?? null;
    const name = `v_${createHash('sha1').update(text).digest('base64url')}`;
    this.names.set(text, name);
    return name;
  }
}

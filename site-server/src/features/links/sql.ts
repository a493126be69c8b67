import type { DataSource } from 'typeorm';

/** The few SQL spellings that differ between SQLite and PostgreSQL, for the hand-written queries. */
export class LinkSql {
  readonly postgres: boolean;

  constructor(dataSource: DataSource) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Placeholder of the n-th parameter (1-based). */
  p(n: number): string {
    return this.postgres ? `$${n}` : '?';
  }

  /** The UTC day 'YYYY-MM-DD' of a timestamp column. */
  day(column: string): string {
    return this.postgres ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : `substr(${column}, 1, 10)`;
  }

  /** A timestamp parameter as stored by TypeORM ('YYYY-MM-DD HH:MM:SS.SSS' UTC on SQLite). */
  time(date: Date | number): Date | string {
    const value = typeof date === 'number' ? new Date(date) : date;
    return this.postgres ? value : value.toISOString().replace('T', ' ').slice(0, 23);
  }

  bool(value: boolean): boolean | number {
    return this.postgres ? value : value ? 1 : 0;
  }

  get false(): string {
    return this.postgres ? 'false' : '0';
  }

  /** Case-insensitive LIKE. */
  get ilike(): string {
    return this.postgres ? 'ILIKE' : 'LIKE';
  }
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication). */
  url: string;
  port: number;
  dir: string;
  /** Stops the cluster and deletes its files. Idempotent; also happens when the process exits. */
  stop(): Promise<void>;
}

/** Directory holding initdb and pg_ctl; installs Debian's postgresql package first when needed (root). */
export function ensurePostgresBinaries(): string;

export function startThrowawayPostgres(options?: { quiet?: boolean }): Promise<ThrowawayPostgres>;

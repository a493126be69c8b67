import pg from 'pg';

/**
 * A connection of its own that holds row locks while a test lines up other transactions behind them
 * (PostgreSQL): what makes a deadlock happen on cue, rather than by chance.
 */
export async function holdRows(databaseUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query(sql, params);
  return {
    /** Commits, which lets the waiting transactions go on. */
    async release() {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/** How many sessions of the database wait for a lock now. */
export async function sessionsWaitingForLocks(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

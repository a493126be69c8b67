// The bench's reads of the server's own database, on either engine: the data dir's SQLite file, or
// the PostgreSQL of `--database postgres` (server.databaseUrl). Write the SQL once for both: quoted
// camelCase columns, TRUE/FALSE, `$1` placeholders (turned into `?` for SQLite).
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * The first row of `sql` (undefined when none).
 * @param {{ dataDir: string, databaseUrl?: string }} server
 * @param {string} sql
 * @param {unknown[]} [params]
 */
export async function queryOne(server, sql, params = []) {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows[0];
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql.replace(/\$\d+/g, '?')).get(...params);
  } finally {
    db.close();
  }
}

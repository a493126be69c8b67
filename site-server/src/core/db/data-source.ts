import { DataSource, getMetadataArgsStorage, type DataSourceOptions, type MixedList } from 'typeorm';
import type { Config } from '../config';
import { sqliteFile } from '../config';
import { TIMESTAMP } from './columns';

export type Dialect = 'sqlite' | 'postgres';

export const dialectOf = (config: Pick<Config, 'databaseUrl'>): Dialect =>
  config.databaseUrl ? 'postgres' : 'sqlite';

/* eslint-disable @typescript-eslint/no-unsafe-function-type -- TypeORM's own signature for entity and migration classes */
export interface DataSourceParts {
  entities: MixedList<Function>;
  migrations: MixedList<Function>;
}
/* eslint-enable @typescript-eslint/no-unsafe-function-type */

/** Switches the portable timestamp type to the dialect's own before metadata is built. */
export function adaptColumnTypes(dialect: Dialect) {
  for (const column of getMetadataArgsStorage().columns) {
    const options = column.options as { type?: unknown; __portableType?: unknown };
    if (options.__portableType === undefined && options.type === TIMESTAMP)
      options.__portableType = TIMESTAMP;
    if (options.__portableType === TIMESTAMP)
      options.type = dialect === 'postgres' ? 'timestamptz' : TIMESTAMP;
  }
}

export function dataSourceOptions(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  parts: DataSourceParts,
  overrides: { schema?: string; sqliteFile?: string } = {},
): DataSourceOptions {
  const common = {
    entities: parts.entities,
    migrations: parts.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
  } as const;
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'postgres',
      url: config.databaseUrl,
      schema: overrides.schema,
      extra: { max: 10 },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: overrides.sqliteFile ?? sqliteFile(config),
    enableWAL: true,
    timeout: 5000,
    statementCacheSize: 200,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      // WAL with synchronous=NORMAL is durable across application crashes and much faster.
      db.pragma('synchronous = NORMAL');
    },
  };
}

/**
 * On PostgreSQL the processes of one deployment start at once: the migrations, the new-database check
 * and the first start's seeding run under this session-level advisory lock, so one process makes the
 * database and the others wait, then find it made (not new).
 */
const START_LOCK_KEY = `hashtext('vitrine.start-up')`;

/** Takes the start-up lock on a connection of its own; the answer releases it (and the connection). */
async function takeStartLock(dataSource: DataSource): Promise<() => Promise<void>> {
  const connection = dataSource.createQueryRunner();
  await connection.connect();
  try {
    await connection.query(`SELECT pg_advisory_lock(${START_LOCK_KEY})`);
  } catch (error) {
    await connection.release();
    throw error;
  }
  let released: Promise<void> | undefined;
  return () =>
    (released ??= (async () => {
      try {
        await connection.query(`SELECT pg_advisory_unlock(${START_LOCK_KEY})`);
      } finally {
        await connection.release();
      }
    })());
}

const noLock = () => Promise.resolve();

/**
 * Opens the database and applies pending migrations. Returns whether the database was new.
 * With `holdStartLock` the start-up lock (PostgreSQL) stays held until the caller's
 * `releaseStartLock()`, once its first-start writes are committed; otherwise it is released here.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  parts: DataSourceParts,
  overrides: { schema?: string; sqliteFile?: string; holdStartLock?: boolean } = {},
): Promise<{ dataSource: DataSource; isNew: boolean; releaseStartLock: () => Promise<void> }> {
  adaptColumnTypes(dialectOf(config));
  const options = dataSourceOptions(config, parts, overrides);
  if (options.type === 'postgres') {
    // Loaded on PostgreSQL only: SQLite runs never load pg.
    const { PreparingClient } = await import('./prepared-statements');
    Object.assign(options, { extra: { ...options.extra, Client: PreparingClient } });
  }
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  let releaseStartLock = noLock;
  try {
    if (dialectOf(config) === 'postgres') releaseStartLock = await takeStartLock(dataSource);
    const ran = await dataSource.query(
      dialectOf(config) === 'postgres'
        ? `SELECT to_regclass('migrations') IS NOT NULL AS present`
        : `SELECT count(*) > 0 AS present FROM sqlite_master WHERE type = 'table' AND name = 'migrations'`,
    );
    const isNew = !(ran[0]?.present === true || ran[0]?.present === 1);
    await dataSource.runMigrations({ transaction: 'each' });
    if (!overrides.holdStartLock) await releaseStartLock();
    return { dataSource, isNew, releaseStartLock };
  } catch (error) {
    await releaseStartLock().catch(() => undefined);
    await dataSource.destroy();
    throw error;
  }
}

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

/** Opens the database and applies pending migrations. Returns whether the database was new. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  parts: DataSourceParts,
  overrides: { schema?: string; sqliteFile?: string } = {},
): Promise<{ dataSource: DataSource; isNew: boolean }> {
  adaptColumnTypes(dialectOf(config));
  const dataSource = new DataSource(dataSourceOptions(config, parts, overrides));
  await dataSource.initialize();
  try {
    const ran = await dataSource.query(
      dialectOf(config) === 'postgres'
        ? `SELECT to_regclass('migrations') IS NOT NULL AS present`
        : `SELECT count(*) > 0 AS present FROM sqlite_master WHERE type = 'table' AND name = 'migrations'`,
    );
    const isNew = !(ran[0]?.present === true || ran[0]?.present === 1);
    await dataSource.runMigrations({ transaction: 'each' });
    return { dataSource, isNew };
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}

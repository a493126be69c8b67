import type { Dialect } from '../core/db/data-source';
import { postgresMigrations } from './postgres';
import { sqliteMigrations } from './sqlite';

/** Migrations of a dialect, oldest first. Generate new ones with `npm run migration:generate -- Name`. */
export const migrationsFor = (dialect: Dialect) => (dialect === 'postgres' ? postgresMigrations : sqliteMigrations);

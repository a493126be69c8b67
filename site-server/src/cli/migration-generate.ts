/**
 * Writes a migration for each dialect with what the entities need that the migrations do not
 * yet create: `npm run migration:generate -- AddThing`. PostgreSQL runs in a throwaway cluster.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { startThrowawayPostgres } from '../../../scripts/pg-cluster.mjs';
import { entities } from '../entities';
import { adaptColumnTypes, dataSourceOptions, type Dialect } from '../core/db/data-source';
import { migrationsFor } from '../migrations';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run migration:generate -- MigrationName (PascalCase)');
  process.exit(2);
}

async function pendingQueries(dialect: Dialect, databaseUrl: string | null) {
  adaptColumnTypes(dialect);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-migrations-'));
  const dataSource = new DataSource(
    dataSourceOptions({ databaseUrl, dataDir }, { entities, migrations: migrationsFor(dialect) }),
  );
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    return await dataSource.driver.createSchemaBuilder().log();
  } finally {
    await dataSource.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const quote = (sql: string) =>
  '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';

function write(dialect: Dialect, up: string[], down: string[]) {
  const dir = path.resolve(import.meta.dirname, '../migrations', dialect);
  const stamp = Date.now();
  const className = `${name}${stamp}`;
  const file = `${stamp}-${name}.ts`;
  writeFileSync(
    path.join(dir, file),
    `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${up.map((sql) => `    await queryRunner.query(${quote(sql)});`).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down.map((sql) => `    await queryRunner.query(${quote(sql)});`).join('\n')}
  }
}
`,
  );
  // The index lists every migration of the dialect, oldest first.
  const files = readdirSync(dir)
    .filter((f) => /^\d+-[A-Za-z0-9]+\.ts$/.test(f))
    .sort();
  const imports = files.map((f) => {
    const [ts, n] = f.replace(/\.ts$/, '').split('-');
    return { cls: `${n}${ts}`, mod: `./${f.replace(/\.ts$/, '')}` };
  });
  const exportName = dialect === 'postgres' ? 'postgresMigrations' : 'sqliteMigrations';
  writeFileSync(
    path.join(dir, 'index.ts'),
    `${imports.map((i) => `import { ${i.cls} } from '${i.mod}';`).join('\n')}\n\nexport const ${exportName} = [${imports.map((i) => i.cls).join(', ')}];\n`,
  );
  console.log(`${dialect}: wrote ${file} (${up.length} statements)`);
}

const sqlite = await pendingQueries('sqlite', null);
if (sqlite.upQueries.length)
  write(
    'sqlite',
    sqlite.upQueries.map((q) => q.query),
    sqlite.downQueries.reverse().map((q) => q.query),
  );
else console.log('sqlite: the migrations already match the entities');

const postgres = await startThrowawayPostgres();
try {
  const pg = await pendingQueries('postgres', postgres.url);
  if (pg.upQueries.length)
    write(
      'postgres',
      pg.upQueries.map((q) => q.query),
      pg.downQueries.reverse().map((q) => q.query),
    );
  else console.log('postgres: the migrations already match the entities');
} finally {
  await postgres.stop();
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PageDrafts1795786949989 implements MigrationInterface {
  name = 'PageDrafts1795786949989';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "website_page_draft" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64) NOT NULL, "userId" integer NOT NULL, "page" text NOT NULL, "expiresAt" datetime NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8cfcb507ab6440d236747cdff3" ON "website_page_draft" ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_76dea6138a80edb25e91e60a5e" ON "website_page_draft" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_3700a8708731000510a24eb5bb" ON "website_page_draft" ("expiresAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_3700a8708731000510a24eb5bb"`);
    await queryRunner.query(`DROP INDEX "IDX_76dea6138a80edb25e91e60a5e"`);
    await queryRunner.query(`DROP INDEX "IDX_8cfcb507ab6440d236747cdff3"`);
    await queryRunner.query(`DROP TABLE "website_page_draft"`);
  }
}

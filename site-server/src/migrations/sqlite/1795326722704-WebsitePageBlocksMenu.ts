import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsitePageBlocksMenu1795326722704 implements MigrationInterface {
  name = 'WebsitePageBlocksMenu1795326722704';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "website_image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "sha256" varchar(64) NOT NULL, "name" varchar(255) NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "website_menu" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "parentId" integer, "sequence" integer NOT NULL DEFAULT (0), "label" text NOT NULL DEFAULT ('{}'), "url" varchar(2000), "pageId" integer)`);
    await queryRunner.query(`CREATE INDEX "IDX_d1af5ed9989d0229c88dbf6483" ON "website_menu" ("parentId") `);
    await queryRunner.query(`DROP INDEX "IDX_d1af5ed9989d0229c88dbf6483"`);
    await queryRunner.query(`CREATE TABLE "temporary_website_menu" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "parentId" integer, "sequence" integer NOT NULL DEFAULT (0), "label" text NOT NULL DEFAULT ('{}'), "url" varchar(2000), "pageId" integer, CONSTRAINT "FK_d1af5ed9989d0229c88dbf6483b" FOREIGN KEY ("parentId") REFERENCES "website_menu" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_98358173e8d51bcf88bcdbeaf40" FOREIGN KEY ("pageId") REFERENCES "website_page" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_website_menu"("id", "created", "updated", "parentId", "sequence", "label", "url", "pageId") SELECT "id", "created", "updated", "parentId", "sequence", "label", "url", "pageId" FROM "website_menu"`);
    await queryRunner.query(`DROP TABLE "website_menu"`);
    await queryRunner.query(`ALTER TABLE "temporary_website_menu" RENAME TO "website_menu"`);
    await queryRunner.query(`CREATE INDEX "IDX_d1af5ed9989d0229c88dbf6483" ON "website_menu" ("parentId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d1af5ed9989d0229c88dbf6483"`);
    await queryRunner.query(`ALTER TABLE "website_menu" RENAME TO "temporary_website_menu"`);
    await queryRunner.query(`CREATE TABLE "website_menu" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "parentId" integer, "sequence" integer NOT NULL DEFAULT (0), "label" text NOT NULL DEFAULT ('{}'), "url" varchar(2000), "pageId" integer)`);
    await queryRunner.query(`INSERT INTO "website_menu"("id", "created", "updated", "parentId", "sequence", "label", "url", "pageId") SELECT "id", "created", "updated", "parentId", "sequence", "label", "url", "pageId" FROM "temporary_website_menu"`);
    await queryRunner.query(`DROP TABLE "temporary_website_menu"`);
    await queryRunner.query(`CREATE INDEX "IDX_d1af5ed9989d0229c88dbf6483" ON "website_menu" ("parentId") `);
    await queryRunner.query(`DROP INDEX "IDX_d1af5ed9989d0229c88dbf6483"`);
    await queryRunner.query(`DROP TABLE "website_menu"`);
    await queryRunner.query(`DROP TABLE "website_image"`);
  }
}

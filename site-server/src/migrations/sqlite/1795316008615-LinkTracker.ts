import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkTracker1795316008615 implements MigrationInterface {
  name = 'LinkTracker1795316008615';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "utm_campaign" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "nameKey" varchar(200) NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c6205e8d9ffb5e86af5905d91d" ON "utm_campaign" ("nameKey") `);
    await queryRunner.query(`CREATE TABLE "utm_medium" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "nameKey" varchar(200) NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ef329684e2939df6036827b5d7" ON "utm_medium" ("nameKey") `);
    await queryRunner.query(`CREATE TABLE "utm_source" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "nameKey" varchar(200) NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_402e8c80d13f8dd0968a4e2d83" ON "utm_source" ("nameKey") `);
    await queryRunner.query(`CREATE TABLE "tracked_link" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "url" varchar(2048) NOT NULL, "code" varchar(64) NOT NULL, "title" varchar(500), "campaignId" integer, "mediumId" integer, "sourceId" integer, "createdById" integer, "archived" boolean NOT NULL DEFAULT (0), "clickCount" integer NOT NULL DEFAULT (0), "lastClickAt" datetime, "created" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fad402a36726807e4202966c1a" ON "tracked_link" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_05a8dc4c552f0b8dd9bf7e9c1a" ON "tracked_link" ("clickCount") `);
    await queryRunner.query(`CREATE INDEX "IDX_bfdec29d019c25846d011ac135" ON "tracked_link" ("created") `);
    await queryRunner.query(`CREATE INDEX "IDX_tracked_link_owner_created" ON "tracked_link" ("createdById", "created") `);
    await queryRunner.query(`CREATE TABLE "link_click" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "linkId" integer NOT NULL, "created" datetime NOT NULL, "countryCode" varchar(2), "referrerHost" varchar(255), "device" varchar(10) NOT NULL, "isBot" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE INDEX "IDX_link_click_stats" ON "link_click" ("linkId", "created", "isBot", "countryCode", "device", "referrerHost") `);
    await queryRunner.query(`DROP INDEX "IDX_fad402a36726807e4202966c1a"`);
    await queryRunner.query(`DROP INDEX "IDX_05a8dc4c552f0b8dd9bf7e9c1a"`);
    await queryRunner.query(`DROP INDEX "IDX_bfdec29d019c25846d011ac135"`);
    await queryRunner.query(`DROP INDEX "IDX_tracked_link_owner_created"`);
    await queryRunner.query(`CREATE TABLE "temporary_tracked_link" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "url" varchar(2048) NOT NULL, "code" varchar(64) NOT NULL, "title" varchar(500), "campaignId" integer, "mediumId" integer, "sourceId" integer, "createdById" integer, "archived" boolean NOT NULL DEFAULT (0), "clickCount" integer NOT NULL DEFAULT (0), "lastClickAt" datetime, "created" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_ddac46ec6e119f00fcb25a3f020" FOREIGN KEY ("campaignId") REFERENCES "utm_campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c03853ed504b8d5722c55c0b024" FOREIGN KEY ("mediumId") REFERENCES "utm_medium" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_d0f905670bde6d8bd358a73280f" FOREIGN KEY ("sourceId") REFERENCES "utm_source" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_a3f40879ed8f960142fb09eb57b" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_tracked_link"("id", "url", "code", "title", "campaignId", "mediumId", "sourceId", "createdById", "archived", "clickCount", "lastClickAt", "created") SELECT "id", "url", "code", "title", "campaignId", "mediumId", "sourceId", "createdById", "archived", "clickCount", "lastClickAt", "created" FROM "tracked_link"`);
    await queryRunner.query(`DROP TABLE "tracked_link"`);
    await queryRunner.query(`ALTER TABLE "temporary_tracked_link" RENAME TO "tracked_link"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fad402a36726807e4202966c1a" ON "tracked_link" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_05a8dc4c552f0b8dd9bf7e9c1a" ON "tracked_link" ("clickCount") `);
    await queryRunner.query(`CREATE INDEX "IDX_bfdec29d019c25846d011ac135" ON "tracked_link" ("created") `);
    await queryRunner.query(`CREATE INDEX "IDX_tracked_link_owner_created" ON "tracked_link" ("createdById", "created") `);
    await queryRunner.query(`DROP INDEX "IDX_link_click_stats"`);
    await queryRunner.query(`CREATE TABLE "temporary_link_click" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "linkId" integer NOT NULL, "created" datetime NOT NULL, "countryCode" varchar(2), "referrerHost" varchar(255), "device" varchar(10) NOT NULL, "isBot" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_3ade4af02f9ec1e0f1f310e8424" FOREIGN KEY ("linkId") REFERENCES "tracked_link" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_link_click"("id", "linkId", "created", "countryCode", "referrerHost", "device", "isBot") SELECT "id", "linkId", "created", "countryCode", "referrerHost", "device", "isBot" FROM "link_click"`);
    await queryRunner.query(`DROP TABLE "link_click"`);
    await queryRunner.query(`ALTER TABLE "temporary_link_click" RENAME TO "link_click"`);
    await queryRunner.query(`CREATE INDEX "IDX_link_click_stats" ON "link_click" ("linkId", "created", "isBot", "countryCode", "device", "referrerHost") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_link_click_stats"`);
    await queryRunner.query(`ALTER TABLE "link_click" RENAME TO "temporary_link_click"`);
    await queryRunner.query(`CREATE TABLE "link_click" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "linkId" integer NOT NULL, "created" datetime NOT NULL, "countryCode" varchar(2), "referrerHost" varchar(255), "device" varchar(10) NOT NULL, "isBot" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "link_click"("id", "linkId", "created", "countryCode", "referrerHost", "device", "isBot") SELECT "id", "linkId", "created", "countryCode", "referrerHost", "device", "isBot" FROM "temporary_link_click"`);
    await queryRunner.query(`DROP TABLE "temporary_link_click"`);
    await queryRunner.query(`CREATE INDEX "IDX_link_click_stats" ON "link_click" ("linkId", "created", "isBot", "countryCode", "device", "referrerHost") `);
    await queryRunner.query(`DROP INDEX "IDX_tracked_link_owner_created"`);
    await queryRunner.query(`DROP INDEX "IDX_bfdec29d019c25846d011ac135"`);
    await queryRunner.query(`DROP INDEX "IDX_05a8dc4c552f0b8dd9bf7e9c1a"`);
    await queryRunner.query(`DROP INDEX "IDX_fad402a36726807e4202966c1a"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" RENAME TO "temporary_tracked_link"`);
    await queryRunner.query(`CREATE TABLE "tracked_link" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "url" varchar(2048) NOT NULL, "code" varchar(64) NOT NULL, "title" varchar(500), "campaignId" integer, "mediumId" integer, "sourceId" integer, "createdById" integer, "archived" boolean NOT NULL DEFAULT (0), "clickCount" integer NOT NULL DEFAULT (0), "lastClickAt" datetime, "created" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "tracked_link"("id", "url", "code", "title", "campaignId", "mediumId", "sourceId", "createdById", "archived", "clickCount", "lastClickAt", "created") SELECT "id", "url", "code", "title", "campaignId", "mediumId", "sourceId", "createdById", "archived", "clickCount", "lastClickAt", "created" FROM "temporary_tracked_link"`);
    await queryRunner.query(`DROP TABLE "temporary_tracked_link"`);
    await queryRunner.query(`CREATE INDEX "IDX_tracked_link_owner_created" ON "tracked_link" ("createdById", "created") `);
    await queryRunner.query(`CREATE INDEX "IDX_bfdec29d019c25846d011ac135" ON "tracked_link" ("created") `);
    await queryRunner.query(`CREATE INDEX "IDX_05a8dc4c552f0b8dd9bf7e9c1a" ON "tracked_link" ("clickCount") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fad402a36726807e4202966c1a" ON "tracked_link" ("code") `);
    await queryRunner.query(`DROP INDEX "IDX_link_click_stats"`);
    await queryRunner.query(`DROP TABLE "link_click"`);
    await queryRunner.query(`DROP INDEX "IDX_tracked_link_owner_created"`);
    await queryRunner.query(`DROP INDEX "IDX_bfdec29d019c25846d011ac135"`);
    await queryRunner.query(`DROP INDEX "IDX_05a8dc4c552f0b8dd9bf7e9c1a"`);
    await queryRunner.query(`DROP INDEX "IDX_fad402a36726807e4202966c1a"`);
    await queryRunner.query(`DROP TABLE "tracked_link"`);
    await queryRunner.query(`DROP INDEX "IDX_402e8c80d13f8dd0968a4e2d83"`);
    await queryRunner.query(`DROP TABLE "utm_source"`);
    await queryRunner.query(`DROP INDEX "IDX_ef329684e2939df6036827b5d7"`);
    await queryRunner.query(`DROP TABLE "utm_medium"`);
    await queryRunner.query(`DROP INDEX "IDX_c6205e8d9ffb5e86af5905d91d"`);
    await queryRunner.query(`DROP TABLE "utm_campaign"`);
  }
}

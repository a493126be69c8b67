import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkClickDailyAggregate1795822631290 implements MigrationInterface {
  name = 'LinkClickDailyAggregate1795822631290';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "link_click_day" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "linkId" integer NOT NULL, "day" datetime NOT NULL, "countryCode" varchar(2) NOT NULL DEFAULT (''), "device" varchar(10) NOT NULL, "referrerHost" varchar(255) NOT NULL DEFAULT (''), "clicks" integer NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_link_click_day_key" ON "link_click_day" ("linkId", "day", "countryCode", "device", "referrerHost") `);
    await queryRunner.query(`DROP INDEX "IDX_link_click_day_key"`);
    await queryRunner.query(`CREATE TABLE "temporary_link_click_day" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "linkId" integer NOT NULL, "day" datetime NOT NULL, "countryCode" varchar(2) NOT NULL DEFAULT (''), "device" varchar(10) NOT NULL, "referrerHost" varchar(255) NOT NULL DEFAULT (''), "clicks" integer NOT NULL, CONSTRAINT "FK_d1be12b6946498621ff46cccfb1" FOREIGN KEY ("linkId") REFERENCES "tracked_link" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_link_click_day"("id", "linkId", "day", "countryCode", "device", "referrerHost", "clicks") SELECT "id", "linkId", "day", "countryCode", "device", "referrerHost", "clicks" FROM "link_click_day"`);
    await queryRunner.query(`DROP TABLE "link_click_day"`);
    await queryRunner.query(`ALTER TABLE "temporary_link_click_day" RENAME TO "link_click_day"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_link_click_day_key" ON "link_click_day" ("linkId", "day", "countryCode", "device", "referrerHost") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_link_click_day_key"`);
    await queryRunner.query(`ALTER TABLE "link_click_day" RENAME TO "temporary_link_click_day"`);
    await queryRunner.query(`CREATE TABLE "link_click_day" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "linkId" integer NOT NULL, "day" datetime NOT NULL, "countryCode" varchar(2) NOT NULL DEFAULT (''), "device" varchar(10) NOT NULL, "referrerHost" varchar(255) NOT NULL DEFAULT (''), "clicks" integer NOT NULL)`);
    await queryRunner.query(`INSERT INTO "link_click_day"("id", "linkId", "day", "countryCode", "device", "referrerHost", "clicks") SELECT "id", "linkId", "day", "countryCode", "device", "referrerHost", "clicks" FROM "temporary_link_click_day"`);
    await queryRunner.query(`DROP TABLE "temporary_link_click_day"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_link_click_day_key" ON "link_click_day" ("linkId", "day", "countryCode", "device", "referrerHost") `);
    await queryRunner.query(`DROP INDEX "IDX_link_click_day_key"`);
    await queryRunner.query(`DROP TABLE "link_click_day"`);
  }
}

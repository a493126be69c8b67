import type { MigrationInterface, QueryRunner } from 'typeorm';
import { statisticsBackfill } from '../statistics-backfill';

export class DashboardStatistics1795642144196 implements MigrationInterface {
  name = 'DashboardStatistics1795642144196';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "daily_stat" ("metric" varchar(40) NOT NULL, "dimension" varchar(120) NOT NULL, "day" varchar(10) NOT NULL, "value" bigint NOT NULL DEFAULT (0), PRIMARY KEY ("metric", "dimension", "day"))`);
    await queryRunner.query(`CREATE INDEX "IDX_daily_stat_metric_day" ON "daily_stat" ("metric", "day", "dimension", "value") `);
    await queryRunner.query(`CREATE TABLE "site_visit" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "visitorKey" varchar(32) NOT NULL, "day" varchar(10) NOT NULL, "started" datetime NOT NULL, "lastSeen" datetime NOT NULL, "landingPath" varchar(200) NOT NULL DEFAULT (''), "pageViews" integer NOT NULL DEFAULT (0), "firstLinkId" integer, "lastLinkId" integer, "reachedCart" boolean NOT NULL DEFAULT (0), "reachedCheckout" boolean NOT NULL DEFAULT (0), "reachedOrder" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE INDEX "IDX_site_visit_day" ON "site_visit" ("day", "visitorKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_site_visit_visitor" ON "site_visit" ("visitorKey", "day", "lastSeen") `);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "firstLinkId" integer`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "lastLinkId" integer`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "firstLinkId" integer`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "lastLinkId" integer`);
    await queryRunner.query(
      `CREATE INDEX "IDX_sale_order_awaiting_signature" ON "sale_order" ("state", "signatureRequired", "signedAt", "created") `,
    );
    // Timestamps are stored in UTC: 'localtime' gives the server's local day, as the statistics key it.
    for (const sql of statisticsBackfill({ localDay: (column) => `date(${column}, 'localtime')`, true: '1' }))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_sale_order_awaiting_signature"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "lastLinkId"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "firstLinkId"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "lastLinkId"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "firstLinkId"`);
    await queryRunner.query(`DROP INDEX "IDX_site_visit_visitor"`);
    await queryRunner.query(`DROP INDEX "IDX_site_visit_day"`);
    await queryRunner.query(`DROP TABLE "site_visit"`);
    await queryRunner.query(`DROP INDEX "IDX_daily_stat_metric_day"`);
    await queryRunner.query(`DROP TABLE "daily_stat"`);
  }
}

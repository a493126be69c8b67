import type { MigrationInterface, QueryRunner } from 'typeorm';
import { serverTimeZone, statisticsBackfill } from '../statistics-backfill';

export class DashboardStatistics1795642145087 implements MigrationInterface {
  name = 'DashboardStatistics1795642145087';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "daily_stat" ("metric" character varying(40) NOT NULL, "dimension" character varying(120) NOT NULL, "day" character varying(10) NOT NULL, "value" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_dcaf293e951c014e06789012a7b" PRIMARY KEY ("metric", "dimension", "day"))`);
    await queryRunner.query(`CREATE INDEX "IDX_daily_stat_metric_day" ON "daily_stat"  ("metric", "day", "dimension", "value") `);
    await queryRunner.query(`CREATE TABLE "site_visit" ("id" SERIAL NOT NULL, "visitorKey" character varying(32) NOT NULL, "day" character varying(10) NOT NULL, "started" TIMESTAMP WITH TIME ZONE NOT NULL, "lastSeen" TIMESTAMP WITH TIME ZONE NOT NULL, "landingPath" character varying(200) NOT NULL DEFAULT '', "pageViews" integer NOT NULL DEFAULT '0', "firstLinkId" integer, "lastLinkId" integer, "reachedCart" boolean NOT NULL DEFAULT false, "reachedCheckout" boolean NOT NULL DEFAULT false, "reachedOrder" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_dff6f1caf7b5b14f31747b1c337" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_site_visit_day" ON "site_visit"  ("day", "visitorKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_site_visit_visitor" ON "site_visit"  ("visitorKey", "day", "lastSeen") `);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "firstLinkId" integer`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "lastLinkId" integer`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "firstLinkId" integer`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "lastLinkId" integer`);
    await queryRunner.query(
      `CREATE INDEX "IDX_sale_order_awaiting_signature" ON "sale_order"  ("state", "signatureRequired", "signedAt", "created") `,
    );
    const zone = serverTimeZone();
    const localDay = (column: string) => `to_char(${column} AT TIME ZONE '${zone}', 'YYYY-MM-DD')`;
    for (const sql of statisticsBackfill({ localDay, true: 'true' })) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_sale_order_awaiting_signature"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "lastLinkId"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "firstLinkId"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "lastLinkId"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "firstLinkId"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_site_visit_visitor"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_site_visit_day"`);
    await queryRunner.query(`DROP TABLE "site_visit"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_daily_stat_metric_day"`);
    await queryRunner.query(`DROP TABLE "daily_stat"`);
  }
}

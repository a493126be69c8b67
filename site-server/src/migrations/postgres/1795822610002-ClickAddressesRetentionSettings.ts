import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClickAddressesRetentionSettings1795822610002 implements MigrationInterface {
  name = 'ClickAddressesRetentionSettings1795822610002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "retention_settings" ("id" integer NOT NULL, "keepFullClickAddresses" boolean NOT NULL DEFAULT false, "clicksMonths" integer NOT NULL DEFAULT '13', "visitsMonths" integer NOT NULL DEFAULT '13', "abandonedCartsDays" integer NOT NULL DEFAULT '90', "mailBodiesDays" integer NOT NULL DEFAULT '90', "logsDays" integer NOT NULL DEFAULT '30', CONSTRAINT "PK_ba0941ea3e43235c88387d87aa8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "outbox_mail" ADD "bodyRemovedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "link_click" ADD "address" character varying(45)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "link_click" DROP COLUMN "address"`);
    await queryRunner.query(`ALTER TABLE "outbox_mail" DROP COLUMN "bodyRemovedAt"`);
    await queryRunner.query(`DROP TABLE "retention_settings"`);
  }
}

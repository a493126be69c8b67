import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClickAddressesRetentionSettings1795822610001 implements MigrationInterface {
  name = 'ClickAddressesRetentionSettings1795822610001';

  // Columns added in place (no table copy): link_click may hold millions of rows, and other columns
  // are added to it by other migrations.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "retention_settings" ("id" integer PRIMARY KEY NOT NULL, "keepFullClickAddresses" boolean NOT NULL DEFAULT (0), "clicksMonths" integer NOT NULL DEFAULT (13), "visitsMonths" integer NOT NULL DEFAULT (13), "abandonedCartsDays" integer NOT NULL DEFAULT (90), "mailBodiesDays" integer NOT NULL DEFAULT (90), "logsDays" integer NOT NULL DEFAULT (30))`);
    await queryRunner.query(`ALTER TABLE "outbox_mail" ADD COLUMN "bodyRemovedAt" datetime`);
    await queryRunner.query(`ALTER TABLE "link_click" ADD COLUMN "address" varchar(45)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "link_click" DROP COLUMN "address"`);
    await queryRunner.query(`ALTER TABLE "outbox_mail" DROP COLUMN "bodyRemovedAt"`);
    await queryRunner.query(`DROP TABLE "retention_settings"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A nullable column and its index: SQLite adds them in place (no table rebuild needed). */
export class LinkVisitorKey1795591184727 implements MigrationInterface {
  name = 'LinkVisitorKey1795591184727';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "visitorKey" varchar(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_dd19adb8e855b89982a0188c0d" ON "tracked_link" ("visitorKey") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_dd19adb8e855b89982a0188c0d"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "visitorKey"`);
  }
}

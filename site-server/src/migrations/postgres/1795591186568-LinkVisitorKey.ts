import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkVisitorKey1795591186568 implements MigrationInterface {
  name = 'LinkVisitorKey1795591186568';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD "visitorKey" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_dd19adb8e855b89982a0188c0d" ON "tracked_link"  ("visitorKey") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_dd19adb8e855b89982a0188c0d"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "visitorKey"`);
  }
}

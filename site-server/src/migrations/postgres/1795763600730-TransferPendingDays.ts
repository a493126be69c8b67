import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TransferPendingDays1795763600730 implements MigrationInterface {
  name = 'TransferPendingDays1795763600730';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_provider" ADD "pendingDays" integer NOT NULL DEFAULT '7'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_provider" DROP COLUMN "pendingDays"`);
  }
}

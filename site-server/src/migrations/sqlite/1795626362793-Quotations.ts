import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Quotations: validity, signature and payment asked, sent, viewed, signed (columns added, no rebuild). */
export class Quotations1795626362793 implements MigrationInterface {
  name = 'Quotations1795626362793';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "validUntil" varchar(10)`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "signatureRequired" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "paymentRequired" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "sentAt" datetime`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "viewedAt" datetime`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "signedBy" varchar(200) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "signedAt" datetime`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "signature" text NOT NULL DEFAULT ('')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "signature"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "signedAt"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "signedBy"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "viewedAt"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "sentAt"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "paymentRequired"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "signatureRequired"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "validUntil"`);
  }
}

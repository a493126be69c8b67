import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Quotations1795626363610 implements MigrationInterface {
  name = 'Quotations1795626363610';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "validUntil" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "signatureRequired" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "paymentRequired" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "sentAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "viewedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "signedBy" character varying(200) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "signedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "signature" text NOT NULL DEFAULT ''`);
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

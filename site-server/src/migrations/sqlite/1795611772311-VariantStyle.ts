import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VariantStyle1795611772311 implements MigrationInterface {
  name = 'VariantStyle1795611772311';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_template" ADD COLUMN "variantStyle" varchar(10) NOT NULL DEFAULT ('attributes')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_template" DROP COLUMN "variantStyle"`);
  }
}

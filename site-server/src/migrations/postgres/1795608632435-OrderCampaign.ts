import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderCampaign1795608632435 implements MigrationInterface {
  name = 'OrderCampaign1795608632435';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "campaign" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "medium" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "source" character varying(100) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "medium"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "campaign"`);
  }
}

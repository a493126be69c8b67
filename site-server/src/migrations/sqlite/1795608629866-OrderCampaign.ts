import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderCampaign1795608629866 implements MigrationInterface {
  name = 'OrderCampaign1795608629866';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "campaign" varchar(100) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "medium" varchar(100) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "source" varchar(100) NOT NULL DEFAULT ('')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "medium"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "campaign"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderLang1795613013408 implements MigrationInterface {
  name = 'OrderLang1795613013408';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "lang" varchar(10) NOT NULL DEFAULT ('en_US')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "lang"`);
  }
}

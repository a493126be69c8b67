import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HeaderStyle1795635598420 implements MigrationInterface {
  name = 'HeaderStyle1795635598420';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "company" ADD COLUMN "headerStyle" varchar(12) NOT NULL DEFAULT ('shop')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "headerStyle"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HeaderStyle1795635600916 implements MigrationInterface {
  name = 'HeaderStyle1795635600916';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "company" ADD "headerStyle" character varying(12) NOT NULL DEFAULT 'shop'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "headerStyle"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomerCompany1795625775425 implements MigrationInterface {
  name = 'CustomerCompany1795625775425';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer" ADD "company" character varying(200) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "company"`);
  }
}

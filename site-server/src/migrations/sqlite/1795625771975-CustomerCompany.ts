import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The customer's company (the portal's account page): a column added, no rebuild. */
export class CustomerCompany1795625771975 implements MigrationInterface {
  name = 'CustomerCompany1795625771975';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer" ADD COLUMN "company" varchar(200) NOT NULL DEFAULT ('')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "company"`);
  }
}

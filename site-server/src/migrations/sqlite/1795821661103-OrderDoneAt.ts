import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When an order became done (issue 29, item 7: the review request counts its delay from it). Written by
 * hand as an ADD COLUMN (the generator rebuilds the table); orders already done take their last update.
 */
export class OrderDoneAt1795821661103 implements MigrationInterface {
  name = 'OrderDoneAt1795821661103';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "doneAt" datetime`);
    await queryRunner.query(`UPDATE "sale_order" SET "doneAt" = "updated" WHERE "state" = 'done'`);
    await queryRunner.query(`CREATE INDEX "IDX_sale_order_done" ON "sale_order" ("state", "doneAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_sale_order_done"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "doneAt"`);
  }
}

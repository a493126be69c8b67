import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an order became done (issue 29, item 7); orders already done take their last update. */
export class OrderDoneAt1795821665529 implements MigrationInterface {
  name = 'OrderDoneAt1795821665529';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "doneAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "sale_order" SET "doneAt" = "updated" WHERE "state" = 'done'`);
    await queryRunner.query(`CREATE INDEX "IDX_sale_order_done" ON "sale_order"  ("state", "doneAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_sale_order_done"`);
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "doneAt"`);
  }
}

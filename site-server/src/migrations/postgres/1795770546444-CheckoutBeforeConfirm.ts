import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CheckoutBeforeConfirm1795770546444 implements MigrationInterface {
  name = 'CheckoutBeforeConfirm1795770546444';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_fa39233e3ff57f6c34903a497a"`);
    await queryRunner.query(`CREATE TABLE "coupon_claim" ("cartId" integer NOT NULL, "couponId" integer NOT NULL, CONSTRAINT "PK_96b944e9cd1c6b63e5e8ea7243e" PRIMARY KEY ("cartId"))`);
    await queryRunner.query(`ALTER TABLE "checkout" ADD "carrierId" integer`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_sale_order_live_cart" ON "sale_order"  ("cartId") WHERE "state" <> 'cancel'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_sale_order_live_cart"`);
    await queryRunner.query(`ALTER TABLE "checkout" DROP COLUMN "carrierId"`);
    await queryRunner.query(`DROP TABLE "coupon_claim"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fa39233e3ff57f6c34903a497a" ON "sale_order" USING btree ("cartId") `);
  }
}

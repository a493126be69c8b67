import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CheckoutBeforeConfirm1795770541660 implements MigrationInterface {
  name = 'CheckoutBeforeConfirm1795770541660';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_fa39233e3ff57f6c34903a497a"`);
    await queryRunner.query(`CREATE TABLE "coupon_claim" ("cartId" integer PRIMARY KEY NOT NULL, "couponId" integer NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "temporary_checkout" ("cartId" integer PRIMARY KEY NOT NULL, "customerId" integer NOT NULL, "billingAddressId" integer NOT NULL, "shippingAddressId" integer, "updated" datetime NOT NULL DEFAULT (datetime('now')), "carrierId" integer)`);
    await queryRunner.query(`INSERT INTO "temporary_checkout"("cartId", "customerId", "billingAddressId", "shippingAddressId", "updated") SELECT "cartId", "customerId", "billingAddressId", "shippingAddressId", "updated" FROM "checkout"`);
    await queryRunner.query(`DROP TABLE "checkout"`);
    await queryRunner.query(`ALTER TABLE "temporary_checkout" RENAME TO "checkout"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_sale_order_live_cart" ON "sale_order" ("cartId") WHERE "state" <> 'cancel'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_sale_order_live_cart"`);
    await queryRunner.query(`ALTER TABLE "checkout" RENAME TO "temporary_checkout"`);
    await queryRunner.query(`CREATE TABLE "checkout" ("cartId" integer PRIMARY KEY NOT NULL, "customerId" integer NOT NULL, "billingAddressId" integer NOT NULL, "shippingAddressId" integer, "updated" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "checkout"("cartId", "customerId", "billingAddressId", "shippingAddressId", "updated") SELECT "cartId", "customerId", "billingAddressId", "shippingAddressId", "updated" FROM "temporary_checkout"`);
    await queryRunner.query(`DROP TABLE "temporary_checkout"`);
    await queryRunner.query(`DROP TABLE "coupon_claim"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fa39233e3ff57f6c34903a497a" ON "sale_order" ("cartId") `);
  }
}

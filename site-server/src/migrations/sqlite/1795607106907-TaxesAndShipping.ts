import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TaxesAndShipping1795607106907 implements MigrationInterface {
  name = 'TaxesAndShipping1795607106907';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "tax" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(80) NOT NULL, "rate" integer NOT NULL, "priceIncluded" boolean NOT NULL DEFAULT (1), "isDefault" boolean NOT NULL DEFAULT (0), "countryRates" text NOT NULL DEFAULT ('[]'))`);
    await queryRunner.query(`CREATE TABLE "shipping_method" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(80) NOT NULL, "kind" varchar(10) NOT NULL DEFAULT ('delivery'), "price" bigint NOT NULL DEFAULT (0), "freeAbove" bigint, "description" varchar(300) NOT NULL DEFAULT (''), "sequence" integer NOT NULL DEFAULT (10), "active" boolean NOT NULL DEFAULT (1))`);
    await queryRunner.query(`ALTER TABLE "product_template" ADD COLUMN "taxId" integer`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD COLUMN "kind" varchar(10) NOT NULL DEFAULT ('product')`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD COLUMN "taxName" varchar(80) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD COLUMN "taxRate" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD COLUMN "taxIncluded" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD COLUMN "taxAmount" bigint NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD COLUMN "total" bigint NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "shippingMethodId" integer`);
    // Orders made before taxes: their lines were untaxed, so their total is their subtotal.
    await queryRunner.query(`UPDATE "sale_order_line" SET "total" = "subtotal"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "shippingMethodId"`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" DROP COLUMN "total"`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" DROP COLUMN "taxAmount"`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" DROP COLUMN "taxIncluded"`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" DROP COLUMN "taxRate"`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" DROP COLUMN "taxName"`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" DROP COLUMN "kind"`);
    await queryRunner.query(`ALTER TABLE "product_template" DROP COLUMN "taxId"`);
    await queryRunner.query(`DROP TABLE "shipping_method"`);
    await queryRunner.query(`DROP TABLE "tax"`);
  }
}

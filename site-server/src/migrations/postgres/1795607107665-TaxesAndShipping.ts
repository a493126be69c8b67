import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TaxesAndShipping1795607107665 implements MigrationInterface {
  name = 'TaxesAndShipping1795607107665';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "tax" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(80) NOT NULL, "rate" integer NOT NULL, "priceIncluded" boolean NOT NULL DEFAULT true, "isDefault" boolean NOT NULL DEFAULT false, "countryRates" text NOT NULL DEFAULT '[]', CONSTRAINT "PK_2c1e62c595571139e2fb0e9c319" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "shipping_method" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(80) NOT NULL, "kind" character varying(10) NOT NULL DEFAULT 'delivery', "price" bigint NOT NULL DEFAULT '0', "freeAbove" bigint, "description" character varying(300) NOT NULL DEFAULT '', "sequence" integer NOT NULL DEFAULT '10', "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_b9b0adfad3c6b99229c1e7d4865" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "product_template" ADD "taxId" integer`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD "kind" character varying(10) NOT NULL DEFAULT 'product'`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD "taxName" character varying(80) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD "taxRate" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD "taxIncluded" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD "taxAmount" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD "total" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "shippingMethodId" integer`);
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

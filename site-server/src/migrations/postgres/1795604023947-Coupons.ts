import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Coupons1795604023947 implements MigrationInterface {
  name = 'Coupons1795604023947';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "coupon" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "code" character varying(40) NOT NULL, "kind" character varying(10) NOT NULL, "value" integer NOT NULL, "minimumAmount" bigint NOT NULL DEFAULT '0', "validFrom" TIMESTAMP WITH TIME ZONE, "validUntil" TIMESTAMP WITH TIME ZONE, "usageLimit" integer, "timesUsed" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_fcbe9d72b60eed35f46dc35a682" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_62d3c5b0ce63a82c48e86d904b" ON "coupon"  ("code") `);
    await queryRunner.query(`CREATE TABLE "cart_coupon" ("cartId" integer NOT NULL, "couponId" integer NOT NULL, CONSTRAINT "PK_b7d15c992d691ac263e9cc30966" PRIMARY KEY ("cartId"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cart_coupon"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_62d3c5b0ce63a82c48e86d904b"`);
    await queryRunner.query(`DROP TABLE "coupon"`);
  }
}

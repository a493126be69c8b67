import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Coupons1795604023179 implements MigrationInterface {
  name = 'Coupons1795604023179';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "coupon" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(40) NOT NULL, "kind" varchar(10) NOT NULL, "value" integer NOT NULL, "minimumAmount" bigint NOT NULL DEFAULT (0), "validFrom" datetime, "validUntil" datetime, "usageLimit" integer, "timesUsed" integer NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_62d3c5b0ce63a82c48e86d904b" ON "coupon" ("code") `);
    await queryRunner.query(`CREATE TABLE "cart_coupon" ("cartId" integer PRIMARY KEY NOT NULL, "couponId" integer NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cart_coupon"`);
    await queryRunner.query(`DROP INDEX "IDX_62d3c5b0ce63a82c48e86d904b"`);
    await queryRunner.query(`DROP TABLE "coupon"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomersCheckout1795600143874 implements MigrationInterface {
  name = 'CustomersCheckout1795600143874';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "customer" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "userId" integer, "name" varchar(200) NOT NULL, "email" varchar(254) NOT NULL, "phone" varchar(40) NOT NULL DEFAULT (''))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_516eadffef8869a9ad00b5e55b" ON "customer" ("userId") WHERE "userId" IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "customer_address" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "customerId" integer NOT NULL, "kind" varchar(10) NOT NULL, "name" varchar(200) NOT NULL, "email" varchar(254) NOT NULL, "phone" varchar(40) NOT NULL DEFAULT (''), "street" varchar(200) NOT NULL DEFAULT (''), "street2" varchar(200) NOT NULL DEFAULT (''), "city" varchar(100) NOT NULL DEFAULT (''), "zip" varchar(20) NOT NULL DEFAULT (''), "stateId" integer, "countryId" integer NOT NULL, CONSTRAINT "FK_af004ad3c5bf7e3096f5d40190f" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_a922d222c8ec065899b6bcd01b" ON "customer_address" ("customerId", "kind") `);
    await queryRunner.query(`CREATE TABLE "checkout" ("cartId" integer PRIMARY KEY NOT NULL, "customerId" integer NOT NULL, "billingAddressId" integer NOT NULL, "shippingAddressId" integer, "updated" datetime NOT NULL DEFAULT (datetime('now')))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "checkout"`);
    await queryRunner.query(`DROP INDEX "IDX_a922d222c8ec065899b6bcd01b"`);
    await queryRunner.query(`DROP TABLE "customer_address"`);
    await queryRunner.query(`DROP INDEX "IDX_516eadffef8869a9ad00b5e55b"`);
    await queryRunner.query(`DROP TABLE "customer"`);
  }
}

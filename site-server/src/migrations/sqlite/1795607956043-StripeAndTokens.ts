import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StripeAndTokens1795607956043 implements MigrationInterface {
  name = 'StripeAndTokens1795607956043';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_provider" ("code" varchar(20) PRIMARY KEY NOT NULL, "enabled" boolean NOT NULL DEFAULT (0), "sequence" integer NOT NULL DEFAULT (10), "publishableKey" varchar(300) NOT NULL DEFAULT (''), "secretKey" varchar(300) NOT NULL DEFAULT (''), "webhookSecret" varchar(300) NOT NULL DEFAULT (''), "instructions" text NOT NULL DEFAULT (''), "updated" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE TABLE "payment_token" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "customerId" integer NOT NULL, "provider" varchar(20) NOT NULL, "providerReference" varchar(100) NOT NULL, "providerCustomer" varchar(100), "brand" varchar(20) NOT NULL DEFAULT (''), "last4" varchar(4) NOT NULL DEFAULT (''), "expMonth" integer NOT NULL DEFAULT (0), "expYear" integer NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1))`);
    await queryRunner.query(`CREATE INDEX "IDX_6d8078002e077d8fddcc3fe0e4" ON "payment_token" ("customerId", "active") `);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD COLUMN "providerReference" varchar(100)`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD COLUMN "clientSecret" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD COLUMN "operation" varchar(10) NOT NULL DEFAULT ('payment')`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD COLUMN "refundOf" integer`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD COLUMN "tokenId" integer`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD COLUMN "saveToken" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`CREATE INDEX "IDX_6113ce647067fae75e3fb77e04" ON "payment_transaction" ("providerReference") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_6113ce647067fae75e3fb77e04"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "saveToken"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "tokenId"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "refundOf"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "operation"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "clientSecret"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "providerReference"`);
    await queryRunner.query(`DROP INDEX "IDX_6d8078002e077d8fddcc3fe0e4"`);
    await queryRunner.query(`DROP TABLE "payment_token"`);
    await queryRunner.query(`DROP TABLE "payment_provider"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CartRecovery1795798587861 implements MigrationInterface {
  name = 'CartRecovery1795798587861';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "cart_recovery" ("cartId" integer PRIMARY KEY NOT NULL, "email" varchar(320) NOT NULL, "lang" varchar(8) NOT NULL, "lastActivityAt" datetime NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('waiting'), "reason" varchar(16), "value" bigint NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "sentAt" datetime, "restoredAt" datetime, "orderId" integer, "recoveredAmount" bigint, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE INDEX "IDX_59b53d9f77a25adcd1a4ff37a6" ON "cart_recovery" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_cart_recovery_due" ON "cart_recovery" ("state", "lastActivityAt") `);
    await queryRunner.query(`CREATE TABLE "cart_recovery_contact" ("email" varchar(320) PRIMARY KEY NOT NULL, "orderedAt" datetime, "unsubscribedAt" datetime)`);
    await queryRunner.query(`CREATE TABLE "cart_recovery_settings" ("id" integer PRIMARY KEY NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "delaySeconds" integer NOT NULL DEFAULT (3600))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cart_recovery_settings"`);
    await queryRunner.query(`DROP TABLE "cart_recovery_contact"`);
    await queryRunner.query(`DROP INDEX "IDX_cart_recovery_due"`);
    await queryRunner.query(`DROP INDEX "IDX_59b53d9f77a25adcd1a4ff37a6"`);
    await queryRunner.query(`DROP TABLE "cart_recovery"`);
  }
}

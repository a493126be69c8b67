import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TransferPendingDays1795763596522 implements MigrationInterface {
  name = 'TransferPendingDays1795763596522';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "temporary_payment_provider" ("code" varchar(20) PRIMARY KEY NOT NULL, "enabled" boolean NOT NULL DEFAULT (0), "sequence" integer NOT NULL DEFAULT (10), "publishableKey" varchar(300) NOT NULL DEFAULT (''), "secretKey" varchar(300) NOT NULL DEFAULT (''), "webhookSecret" varchar(300) NOT NULL DEFAULT (''), "instructions" text NOT NULL DEFAULT (''), "updated" datetime NOT NULL DEFAULT (datetime('now')), "pendingDays" integer NOT NULL DEFAULT (7))`);
    await queryRunner.query(`INSERT INTO "temporary_payment_provider"("code", "enabled", "sequence", "publishableKey", "secretKey", "webhookSecret", "instructions", "updated") SELECT "code", "enabled", "sequence", "publishableKey", "secretKey", "webhookSecret", "instructions", "updated" FROM "payment_provider"`);
    await queryRunner.query(`DROP TABLE "payment_provider"`);
    await queryRunner.query(`ALTER TABLE "temporary_payment_provider" RENAME TO "payment_provider"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_provider" RENAME TO "temporary_payment_provider"`);
    await queryRunner.query(`CREATE TABLE "payment_provider" ("code" varchar(20) PRIMARY KEY NOT NULL, "enabled" boolean NOT NULL DEFAULT (0), "sequence" integer NOT NULL DEFAULT (10), "publishableKey" varchar(300) NOT NULL DEFAULT (''), "secretKey" varchar(300) NOT NULL DEFAULT (''), "webhookSecret" varchar(300) NOT NULL DEFAULT (''), "instructions" text NOT NULL DEFAULT (''), "updated" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "payment_provider"("code", "enabled", "sequence", "publishableKey", "secretKey", "webhookSecret", "instructions", "updated") SELECT "code", "enabled", "sequence", "publishableKey", "secretKey", "webhookSecret", "instructions", "updated" FROM "temporary_payment_provider"`);
    await queryRunner.query(`DROP TABLE "temporary_payment_provider"`);
  }
}

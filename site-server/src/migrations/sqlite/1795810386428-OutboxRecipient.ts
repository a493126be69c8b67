import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxRecipient1795810386428 implements MigrationInterface {
  name = 'OutboxRecipient1795810386428';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_outbox_mail_due"`);
    await queryRunner.query(`CREATE TABLE "temporary_outbox_mail" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "from" varchar(320) NOT NULL, "to" text NOT NULL, "subject" varchar(998) NOT NULL, "text" text NOT NULL, "html" text, "state" varchar(16) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "lastError" text, "nextAttemptAt" datetime, "sentAt" datetime, "headers" text, "recipient" varchar(320))`);
    await queryRunner.query(`INSERT INTO "temporary_outbox_mail"("id", "created", "updated", "from", "to", "subject", "text", "html", "state", "attempts", "lastError", "nextAttemptAt", "sentAt", "headers") SELECT "id", "created", "updated", "from", "to", "subject", "text", "html", "state", "attempts", "lastError", "nextAttemptAt", "sentAt", "headers" FROM "outbox_mail"`);
    await queryRunner.query(`DROP TABLE "outbox_mail"`);
    await queryRunner.query(`ALTER TABLE "temporary_outbox_mail" RENAME TO "outbox_mail"`);
    await queryRunner.query(`CREATE INDEX "idx_outbox_mail_due" ON "outbox_mail" ("state", "nextAttemptAt") `);
    await queryRunner.query(`CREATE INDEX "idx_outbox_mail_recipient" ON "outbox_mail" ("recipient", "state") `);
    // The mails already there: those to one bare address (a "Name <address>" one stays unknown).
    await queryRunner.query(
      `UPDATE "outbox_mail" SET "recipient" = LOWER(TRIM("to")) WHERE "to" NOT LIKE '%,%' AND "to" NOT LIKE '%<%' AND LENGTH("to") <= 320`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_outbox_mail_recipient"`);
    await queryRunner.query(`DROP INDEX "idx_outbox_mail_due"`);
    await queryRunner.query(`ALTER TABLE "outbox_mail" RENAME TO "temporary_outbox_mail"`);
    await queryRunner.query(`CREATE TABLE "outbox_mail" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "from" varchar(320) NOT NULL, "to" text NOT NULL, "subject" varchar(998) NOT NULL, "text" text NOT NULL, "html" text, "state" varchar(16) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "lastError" text, "nextAttemptAt" datetime, "sentAt" datetime, "headers" text)`);
    await queryRunner.query(`INSERT INTO "outbox_mail"("id", "created", "updated", "from", "to", "subject", "text", "html", "state", "attempts", "lastError", "nextAttemptAt", "sentAt", "headers") SELECT "id", "created", "updated", "from", "to", "subject", "text", "html", "state", "attempts", "lastError", "nextAttemptAt", "sentAt", "headers" FROM "temporary_outbox_mail"`);
    await queryRunner.query(`DROP TABLE "temporary_outbox_mail"`);
    await queryRunner.query(`CREATE INDEX "idx_outbox_mail_due" ON "outbox_mail" ("state", "nextAttemptAt") `);
  }
}

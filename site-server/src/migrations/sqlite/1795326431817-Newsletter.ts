import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Newsletter1795326431817 implements MigrationInterface {
  name = 'Newsletter1795326431817';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "mailing_list" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(200) NOT NULL, "isPublic" boolean NOT NULL DEFAULT (1), "popupTitle" text NOT NULL DEFAULT ('{}'), "popupText" text NOT NULL DEFAULT ('{}'), "redirectUrl" varchar(2048))`);
    await queryRunner.query(`CREATE TABLE "mailing_contact" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "listId" integer NOT NULL, "email" varchar(320) NOT NULL, "name" varchar(200), "isSubscriber" boolean NOT NULL DEFAULT (1), "lang" varchar(5) NOT NULL DEFAULT ('en_US'), "subscribedAt" datetime NOT NULL, "unsubscribedAt" datetime, "unsubscribeToken" varchar(64) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_mailing_contact_list_state" ON "mailing_contact" ("listId", "isSubscriber") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_mailing_contact_list_email" ON "mailing_contact" ("listId", "email") `);
    await queryRunner.query(`CREATE TABLE "newsletter_sending" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "listId" integer NOT NULL, "subject" varchar(200) NOT NULL, "body" text NOT NULL, "format" varchar(10) NOT NULL, "recipientCount" integer NOT NULL, "sentById" integer)`);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_sending_list" ON "newsletter_sending" ("listId", "created") `);
    await queryRunner.query(`DROP INDEX "IDX_mailing_contact_list_state"`);
    await queryRunner.query(`DROP INDEX "IDX_mailing_contact_list_email"`);
    await queryRunner.query(`CREATE TABLE "temporary_mailing_contact" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "listId" integer NOT NULL, "email" varchar(320) NOT NULL, "name" varchar(200), "isSubscriber" boolean NOT NULL DEFAULT (1), "lang" varchar(5) NOT NULL DEFAULT ('en_US'), "subscribedAt" datetime NOT NULL, "unsubscribedAt" datetime, "unsubscribeToken" varchar(64) NOT NULL, CONSTRAINT "FK_e9436f3a25ce1837911fe011164" FOREIGN KEY ("listId") REFERENCES "mailing_list" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_mailing_contact"("id", "created", "updated", "listId", "email", "name", "isSubscriber", "lang", "subscribedAt", "unsubscribedAt", "unsubscribeToken") SELECT "id", "created", "updated", "listId", "email", "name", "isSubscriber", "lang", "subscribedAt", "unsubscribedAt", "unsubscribeToken" FROM "mailing_contact"`);
    await queryRunner.query(`DROP TABLE "mailing_contact"`);
    await queryRunner.query(`ALTER TABLE "temporary_mailing_contact" RENAME TO "mailing_contact"`);
    await queryRunner.query(`CREATE INDEX "IDX_mailing_contact_list_state" ON "mailing_contact" ("listId", "isSubscriber") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_mailing_contact_list_email" ON "mailing_contact" ("listId", "email") `);
    await queryRunner.query(`DROP INDEX "IDX_newsletter_sending_list"`);
    await queryRunner.query(`CREATE TABLE "temporary_newsletter_sending" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "listId" integer NOT NULL, "subject" varchar(200) NOT NULL, "body" text NOT NULL, "format" varchar(10) NOT NULL, "recipientCount" integer NOT NULL, "sentById" integer, CONSTRAINT "FK_ab4a32572ff31e1ae22295e84c3" FOREIGN KEY ("listId") REFERENCES "mailing_list" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_c4a9f3b743dc8457461867d901e" FOREIGN KEY ("sentById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_newsletter_sending"("id", "created", "updated", "listId", "subject", "body", "format", "recipientCount", "sentById") SELECT "id", "created", "updated", "listId", "subject", "body", "format", "recipientCount", "sentById" FROM "newsletter_sending"`);
    await queryRunner.query(`DROP TABLE "newsletter_sending"`);
    await queryRunner.query(`ALTER TABLE "temporary_newsletter_sending" RENAME TO "newsletter_sending"`);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_sending_list" ON "newsletter_sending" ("listId", "created") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_newsletter_sending_list"`);
    await queryRunner.query(`ALTER TABLE "newsletter_sending" RENAME TO "temporary_newsletter_sending"`);
    await queryRunner.query(`CREATE TABLE "newsletter_sending" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "listId" integer NOT NULL, "subject" varchar(200) NOT NULL, "body" text NOT NULL, "format" varchar(10) NOT NULL, "recipientCount" integer NOT NULL, "sentById" integer)`);
    await queryRunner.query(`INSERT INTO "newsletter_sending"("id", "created", "updated", "listId", "subject", "body", "format", "recipientCount", "sentById") SELECT "id", "created", "updated", "listId", "subject", "body", "format", "recipientCount", "sentById" FROM "temporary_newsletter_sending"`);
    await queryRunner.query(`DROP TABLE "temporary_newsletter_sending"`);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_sending_list" ON "newsletter_sending" ("listId", "created") `);
    await queryRunner.query(`DROP INDEX "IDX_mailing_contact_list_email"`);
    await queryRunner.query(`DROP INDEX "IDX_mailing_contact_list_state"`);
    await queryRunner.query(`ALTER TABLE "mailing_contact" RENAME TO "temporary_mailing_contact"`);
    await queryRunner.query(`CREATE TABLE "mailing_contact" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "listId" integer NOT NULL, "email" varchar(320) NOT NULL, "name" varchar(200), "isSubscriber" boolean NOT NULL DEFAULT (1), "lang" varchar(5) NOT NULL DEFAULT ('en_US'), "subscribedAt" datetime NOT NULL, "unsubscribedAt" datetime, "unsubscribeToken" varchar(64) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "mailing_contact"("id", "created", "updated", "listId", "email", "name", "isSubscriber", "lang", "subscribedAt", "unsubscribedAt", "unsubscribeToken") SELECT "id", "created", "updated", "listId", "email", "name", "isSubscriber", "lang", "subscribedAt", "unsubscribedAt", "unsubscribeToken" FROM "temporary_mailing_contact"`);
    await queryRunner.query(`DROP TABLE "temporary_mailing_contact"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_mailing_contact_list_email" ON "mailing_contact" ("listId", "email") `);
    await queryRunner.query(`CREATE INDEX "IDX_mailing_contact_list_state" ON "mailing_contact" ("listId", "isSubscriber") `);
    await queryRunner.query(`DROP INDEX "IDX_newsletter_sending_list"`);
    await queryRunner.query(`DROP TABLE "newsletter_sending"`);
    await queryRunner.query(`DROP INDEX "IDX_mailing_contact_list_email"`);
    await queryRunner.query(`DROP INDEX "IDX_mailing_contact_list_state"`);
    await queryRunner.query(`DROP TABLE "mailing_contact"`);
    await queryRunner.query(`DROP TABLE "mailing_list"`);
  }
}

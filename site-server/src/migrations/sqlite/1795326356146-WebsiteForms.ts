import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsiteForms1795326356146 implements MigrationInterface {
  name = 'WebsiteForms1795326356146';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "website_form" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(200) NOT NULL, "model" varchar(100) NOT NULL, "fields" text NOT NULL, "success" text NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "crm_lead" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(300) NOT NULL, "contactName" varchar(200), "emailFrom" varchar(320), "phone" varchar(64), "description" text NOT NULL DEFAULT (''), "pageUrl" varchar(2048), "ipAddress" varchar(64), "formId" integer)`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_created" ON "crm_lead" ("created") `);
    await queryRunner.query(`CREATE TABLE "website_form_submission" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "formId" integer NOT NULL, "model" varchar(100) NOT NULL, "recordId" integer, "values" text NOT NULL, "files" text NOT NULL, "pageUrl" varchar(2048), "ipAddress" varchar(64))`);
    await queryRunner.query(`CREATE INDEX "IDX_website_form_submission_form" ON "website_form_submission" ("formId", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_45a9ccecb2c101ebe40f53abda"`);
    await queryRunner.query(`CREATE TABLE "temporary_website_page" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "url" varchar(200) NOT NULL, "title" text NOT NULL DEFAULT ('{}'), "body" text NOT NULL DEFAULT ('{}'), "published" boolean NOT NULL DEFAULT (0), "blocks" text NOT NULL DEFAULT ('{}'), "metaTitle" text NOT NULL DEFAULT ('{}'), "metaDescription" text NOT NULL DEFAULT ('{}'))`);
    await queryRunner.query(`INSERT INTO "temporary_website_page"("id", "created", "updated", "url", "title", "body", "published") SELECT "id", "created", "updated", "url", "title", "body", "published" FROM "website_page"`);
    await queryRunner.query(`DROP TABLE "website_page"`);
    await queryRunner.query(`ALTER TABLE "temporary_website_page" RENAME TO "website_page"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_45a9ccecb2c101ebe40f53abda" ON "website_page" ("url") `);
    await queryRunner.query(`DROP INDEX "IDX_crm_lead_created"`);
    await queryRunner.query(`CREATE TABLE "temporary_crm_lead" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(300) NOT NULL, "contactName" varchar(200), "emailFrom" varchar(320), "phone" varchar(64), "description" text NOT NULL DEFAULT (''), "pageUrl" varchar(2048), "ipAddress" varchar(64), "formId" integer, CONSTRAINT "FK_29ba0565dfb91c6f21d0e5c8ec3" FOREIGN KEY ("formId") REFERENCES "website_form" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_crm_lead"("id", "created", "updated", "name", "contactName", "emailFrom", "phone", "description", "pageUrl", "ipAddress", "formId") SELECT "id", "created", "updated", "name", "contactName", "emailFrom", "phone", "description", "pageUrl", "ipAddress", "formId" FROM "crm_lead"`);
    await queryRunner.query(`DROP TABLE "crm_lead"`);
    await queryRunner.query(`ALTER TABLE "temporary_crm_lead" RENAME TO "crm_lead"`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_created" ON "crm_lead" ("created") `);
    await queryRunner.query(`DROP INDEX "IDX_website_form_submission_form"`);
    await queryRunner.query(`CREATE TABLE "temporary_website_form_submission" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "formId" integer NOT NULL, "model" varchar(100) NOT NULL, "recordId" integer, "values" text NOT NULL, "files" text NOT NULL, "pageUrl" varchar(2048), "ipAddress" varchar(64), CONSTRAINT "FK_11e773e13943b0dc4a27d58fd22" FOREIGN KEY ("formId") REFERENCES "website_form" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_website_form_submission"("id", "created", "updated", "formId", "model", "recordId", "values", "files", "pageUrl", "ipAddress") SELECT "id", "created", "updated", "formId", "model", "recordId", "values", "files", "pageUrl", "ipAddress" FROM "website_form_submission"`);
    await queryRunner.query(`DROP TABLE "website_form_submission"`);
    await queryRunner.query(`ALTER TABLE "temporary_website_form_submission" RENAME TO "website_form_submission"`);
    await queryRunner.query(`CREATE INDEX "IDX_website_form_submission_form" ON "website_form_submission" ("formId", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_website_form_submission_form"`);
    await queryRunner.query(`ALTER TABLE "website_form_submission" RENAME TO "temporary_website_form_submission"`);
    await queryRunner.query(`CREATE TABLE "website_form_submission" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "formId" integer NOT NULL, "model" varchar(100) NOT NULL, "recordId" integer, "values" text NOT NULL, "files" text NOT NULL, "pageUrl" varchar(2048), "ipAddress" varchar(64))`);
    await queryRunner.query(`INSERT INTO "website_form_submission"("id", "created", "updated", "formId", "model", "recordId", "values", "files", "pageUrl", "ipAddress") SELECT "id", "created", "updated", "formId", "model", "recordId", "values", "files", "pageUrl", "ipAddress" FROM "temporary_website_form_submission"`);
    await queryRunner.query(`DROP TABLE "temporary_website_form_submission"`);
    await queryRunner.query(`CREATE INDEX "IDX_website_form_submission_form" ON "website_form_submission" ("formId", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_crm_lead_created"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" RENAME TO "temporary_crm_lead"`);
    await queryRunner.query(`CREATE TABLE "crm_lead" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(300) NOT NULL, "contactName" varchar(200), "emailFrom" varchar(320), "phone" varchar(64), "description" text NOT NULL DEFAULT (''), "pageUrl" varchar(2048), "ipAddress" varchar(64), "formId" integer)`);
    await queryRunner.query(`INSERT INTO "crm_lead"("id", "created", "updated", "name", "contactName", "emailFrom", "phone", "description", "pageUrl", "ipAddress", "formId") SELECT "id", "created", "updated", "name", "contactName", "emailFrom", "phone", "description", "pageUrl", "ipAddress", "formId" FROM "temporary_crm_lead"`);
    await queryRunner.query(`DROP TABLE "temporary_crm_lead"`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_created" ON "crm_lead" ("created") `);
    await queryRunner.query(`DROP INDEX "IDX_45a9ccecb2c101ebe40f53abda"`);
    await queryRunner.query(`ALTER TABLE "website_page" RENAME TO "temporary_website_page"`);
    await queryRunner.query(`CREATE TABLE "website_page" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "url" varchar(200) NOT NULL, "title" text NOT NULL DEFAULT ('{}'), "body" text NOT NULL DEFAULT ('{}'), "published" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "website_page"("id", "created", "updated", "url", "title", "body", "published") SELECT "id", "created", "updated", "url", "title", "body", "published" FROM "temporary_website_page"`);
    await queryRunner.query(`DROP TABLE "temporary_website_page"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_45a9ccecb2c101ebe40f53abda" ON "website_page" ("url") `);
    await queryRunner.query(`DROP INDEX "IDX_website_form_submission_form"`);
    await queryRunner.query(`DROP TABLE "website_form_submission"`);
    await queryRunner.query(`DROP INDEX "IDX_crm_lead_created"`);
    await queryRunner.query(`DROP TABLE "crm_lead"`);
    await queryRunner.query(`DROP TABLE "website_form"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795314634245 implements MigrationInterface {
  name = 'Init1795314634245';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "stored_file" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "sha256" varchar(64) NOT NULL, "mimeType" varchar(100) NOT NULL, "size" integer NOT NULL, "width" integer, "height" integer, "originalName" varchar(255) NOT NULL, CONSTRAINT "UQ_3a4237a94329738b4b7a12d8dea" UNIQUE ("sha256"))`);
    await queryRunner.query(`CREATE TABLE "outbox_mail" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "from" varchar(320) NOT NULL, "to" text NOT NULL, "subject" varchar(998) NOT NULL, "text" text NOT NULL, "html" text, "state" varchar(16) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "lastError" text, "nextAttemptAt" datetime, "sentAt" datetime)`);
    await queryRunner.query(`CREATE INDEX "idx_outbox_mail_due" ON "outbox_mail" ("state", "nextAttemptAt") `);
    await queryRunner.query(`CREATE TABLE "company" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(200) NOT NULL, "email" varchar(200) NOT NULL DEFAULT (''), "phone" varchar(50) NOT NULL DEFAULT (''), "street" varchar(200) NOT NULL DEFAULT (''), "city" varchar(100) NOT NULL DEFAULT (''), "zip" varchar(20) NOT NULL DEFAULT (''), "countryCode" varchar(2) NOT NULL DEFAULT (''), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "defaultLang" varchar(10) NOT NULL DEFAULT ('en_US'), "languages" text NOT NULL DEFAULT ('["en_US","fr_FR","es_ES"]'), "logoSha" varchar(64))`);
    await queryRunner.query(`CREATE TABLE "user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "name" varchar(200) NOT NULL, "passwordHash" varchar(200), "role" varchar(20) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "lang" varchar(10) NOT NULL DEFAULT ('en_US'), "companyId" integer NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user" ("email") `);
    await queryRunner.query(`CREATE TABLE "password_reset" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64) NOT NULL, "userId" integer NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_dc6908de54eb09f588adfdb285" ON "password_reset" ("tokenHash") `);
    await queryRunner.query(`CREATE TABLE "user_session" ("tokenHash" varchar(64) PRIMARY KEY NOT NULL, "userId" integer, "csrfToken" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "created" datetime NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_b5eb7aa08382591e7c2d1244fe" ON "user_session" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_07353ae059e2669774d83f9dbb" ON "user_session" ("expiresAt") `);
    await queryRunner.query(`CREATE TABLE "website_page" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "url" varchar(200) NOT NULL, "title" text NOT NULL DEFAULT ('{}'), "body" text NOT NULL DEFAULT ('{}'), "published" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_45a9ccecb2c101ebe40f53abda" ON "website_page" ("url") `);
    await queryRunner.query(`CREATE TABLE "user_company" ("userId" integer NOT NULL, "companyId" integer NOT NULL, PRIMARY KEY ("userId", "companyId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2f89aead53ebdaaf3dca910ed5" ON "user_company" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_9c279d6cf291c858efa8a6b143" ON "user_company" ("companyId") `);
    await queryRunner.query(`DROP INDEX "IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`CREATE TABLE "temporary_user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "name" varchar(200) NOT NULL, "passwordHash" varchar(200), "role" varchar(20) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "lang" varchar(10) NOT NULL DEFAULT ('en_US'), "companyId" integer NOT NULL, CONSTRAINT "FK_86586021a26d1180b0968f98502" FOREIGN KEY ("companyId") REFERENCES "company" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_user"("id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId") SELECT "id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId" FROM "user"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`ALTER TABLE "temporary_user" RENAME TO "user"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_dc6908de54eb09f588adfdb285"`);
    await queryRunner.query(`CREATE TABLE "temporary_password_reset" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64) NOT NULL, "userId" integer NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, CONSTRAINT "FK_05baebe80e9f8fab8207eda250c" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_password_reset"("id", "created", "updated", "tokenHash", "userId", "expiresAt", "usedAt") SELECT "id", "created", "updated", "tokenHash", "userId", "expiresAt", "usedAt" FROM "password_reset"`);
    await queryRunner.query(`DROP TABLE "password_reset"`);
    await queryRunner.query(`ALTER TABLE "temporary_password_reset" RENAME TO "password_reset"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_dc6908de54eb09f588adfdb285" ON "password_reset" ("tokenHash") `);
    await queryRunner.query(`DROP INDEX "IDX_b5eb7aa08382591e7c2d1244fe"`);
    await queryRunner.query(`DROP INDEX "IDX_07353ae059e2669774d83f9dbb"`);
    await queryRunner.query(`CREATE TABLE "temporary_user_session" ("tokenHash" varchar(64) PRIMARY KEY NOT NULL, "userId" integer, "csrfToken" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "created" datetime NOT NULL, CONSTRAINT "FK_b5eb7aa08382591e7c2d1244fe5" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_user_session"("tokenHash", "userId", "csrfToken", "expiresAt", "created") SELECT "tokenHash", "userId", "csrfToken", "expiresAt", "created" FROM "user_session"`);
    await queryRunner.query(`DROP TABLE "user_session"`);
    await queryRunner.query(`ALTER TABLE "temporary_user_session" RENAME TO "user_session"`);
    await queryRunner.query(`CREATE INDEX "IDX_b5eb7aa08382591e7c2d1244fe" ON "user_session" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_07353ae059e2669774d83f9dbb" ON "user_session" ("expiresAt") `);
    await queryRunner.query(`DROP INDEX "IDX_2f89aead53ebdaaf3dca910ed5"`);
    await queryRunner.query(`DROP INDEX "IDX_9c279d6cf291c858efa8a6b143"`);
    await queryRunner.query(`CREATE TABLE "temporary_user_company" ("userId" integer NOT NULL, "companyId" integer NOT NULL, CONSTRAINT "FK_2f89aead53ebdaaf3dca910ed56" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_9c279d6cf291c858efa8a6b143f" FOREIGN KEY ("companyId") REFERENCES "company" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("userId", "companyId"))`);
    await queryRunner.query(`INSERT INTO "temporary_user_company"("userId", "companyId") SELECT "userId", "companyId" FROM "user_company"`);
    await queryRunner.query(`DROP TABLE "user_company"`);
    await queryRunner.query(`ALTER TABLE "temporary_user_company" RENAME TO "user_company"`);
    await queryRunner.query(`CREATE INDEX "IDX_2f89aead53ebdaaf3dca910ed5" ON "user_company" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_9c279d6cf291c858efa8a6b143" ON "user_company" ("companyId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_9c279d6cf291c858efa8a6b143"`);
    await queryRunner.query(`DROP INDEX "IDX_2f89aead53ebdaaf3dca910ed5"`);
    await queryRunner.query(`ALTER TABLE "user_company" RENAME TO "temporary_user_company"`);
    await queryRunner.query(`CREATE TABLE "user_company" ("userId" integer NOT NULL, "companyId" integer NOT NULL, PRIMARY KEY ("userId", "companyId"))`);
    await queryRunner.query(`INSERT INTO "user_company"("userId", "companyId") SELECT "userId", "companyId" FROM "temporary_user_company"`);
    await queryRunner.query(`DROP TABLE "temporary_user_company"`);
    await queryRunner.query(`CREATE INDEX "IDX_9c279d6cf291c858efa8a6b143" ON "user_company" ("companyId") `);
    await queryRunner.query(`CREATE INDEX "IDX_2f89aead53ebdaaf3dca910ed5" ON "user_company" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_07353ae059e2669774d83f9dbb"`);
    await queryRunner.query(`DROP INDEX "IDX_b5eb7aa08382591e7c2d1244fe"`);
    await queryRunner.query(`ALTER TABLE "user_session" RENAME TO "temporary_user_session"`);
    await queryRunner.query(`CREATE TABLE "user_session" ("tokenHash" varchar(64) PRIMARY KEY NOT NULL, "userId" integer, "csrfToken" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "created" datetime NOT NULL)`);
    await queryRunner.query(`INSERT INTO "user_session"("tokenHash", "userId", "csrfToken", "expiresAt", "created") SELECT "tokenHash", "userId", "csrfToken", "expiresAt", "created" FROM "temporary_user_session"`);
    await queryRunner.query(`DROP TABLE "temporary_user_session"`);
    await queryRunner.query(`CREATE INDEX "IDX_07353ae059e2669774d83f9dbb" ON "user_session" ("expiresAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_b5eb7aa08382591e7c2d1244fe" ON "user_session" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_dc6908de54eb09f588adfdb285"`);
    await queryRunner.query(`ALTER TABLE "password_reset" RENAME TO "temporary_password_reset"`);
    await queryRunner.query(`CREATE TABLE "password_reset" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64) NOT NULL, "userId" integer NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime)`);
    await queryRunner.query(`INSERT INTO "password_reset"("id", "created", "updated", "tokenHash", "userId", "expiresAt", "usedAt") SELECT "id", "created", "updated", "tokenHash", "userId", "expiresAt", "usedAt" FROM "temporary_password_reset"`);
    await queryRunner.query(`DROP TABLE "temporary_password_reset"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_dc6908de54eb09f588adfdb285" ON "password_reset" ("tokenHash") `);
    await queryRunner.query(`DROP INDEX "IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`ALTER TABLE "user" RENAME TO "temporary_user"`);
    await queryRunner.query(`CREATE TABLE "user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "name" varchar(200) NOT NULL, "passwordHash" varchar(200), "role" varchar(20) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "lang" varchar(10) NOT NULL DEFAULT ('en_US'), "companyId" integer NOT NULL)`);
    await queryRunner.query(`INSERT INTO "user"("id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId") SELECT "id", "created", "updated", "email", "name", "passwordHash", "role", "active", "lang", "companyId" FROM "temporary_user"`);
    await queryRunner.query(`DROP TABLE "temporary_user"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_9c279d6cf291c858efa8a6b143"`);
    await queryRunner.query(`DROP INDEX "IDX_2f89aead53ebdaaf3dca910ed5"`);
    await queryRunner.query(`DROP TABLE "user_company"`);
    await queryRunner.query(`DROP INDEX "IDX_45a9ccecb2c101ebe40f53abda"`);
    await queryRunner.query(`DROP TABLE "website_page"`);
    await queryRunner.query(`DROP INDEX "IDX_07353ae059e2669774d83f9dbb"`);
    await queryRunner.query(`DROP INDEX "IDX_b5eb7aa08382591e7c2d1244fe"`);
    await queryRunner.query(`DROP TABLE "user_session"`);
    await queryRunner.query(`DROP INDEX "IDX_dc6908de54eb09f588adfdb285"`);
    await queryRunner.query(`DROP TABLE "password_reset"`);
    await queryRunner.query(`DROP INDEX "IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`DROP TABLE "company"`);
    await queryRunner.query(`DROP INDEX "idx_outbox_mail_due"`);
    await queryRunner.query(`DROP TABLE "outbox_mail"`);
    await queryRunner.query(`DROP TABLE "stored_file"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795314635199 implements MigrationInterface {
  name = 'Init1795314635199';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "stored_file" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sha256" character varying(64) NOT NULL, "mimeType" character varying(100) NOT NULL, "size" integer NOT NULL, "width" integer, "height" integer, "originalName" character varying(255) NOT NULL, CONSTRAINT "UQ_3a4237a94329738b4b7a12d8dea" UNIQUE ("sha256"), CONSTRAINT "PK_e140967af84027b493a3ff04fbb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "outbox_mail" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "from" character varying(320) NOT NULL, "to" text NOT NULL, "subject" character varying(998) NOT NULL, "text" text NOT NULL, "html" text, "state" character varying(16) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "lastError" text, "nextAttemptAt" TIMESTAMP WITH TIME ZONE, "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d209706daddb0762c743fb58634" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_outbox_mail_due" ON "outbox_mail"  ("state", "nextAttemptAt") `);
    await queryRunner.query(`CREATE TABLE "company" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "email" character varying(200) NOT NULL DEFAULT '', "phone" character varying(50) NOT NULL DEFAULT '', "street" character varying(200) NOT NULL DEFAULT '', "city" character varying(100) NOT NULL DEFAULT '', "zip" character varying(20) NOT NULL DEFAULT '', "countryCode" character varying(2) NOT NULL DEFAULT '', "currency" character varying(3) NOT NULL DEFAULT 'USD', "defaultLang" character varying(10) NOT NULL DEFAULT 'en_US', "languages" text NOT NULL DEFAULT '["en_US","fr_FR","es_ES"]', "logoSha" character varying(64), CONSTRAINT "PK_056f7854a7afdba7cbd6d45fc20" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "user" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "email" character varying(254) NOT NULL, "name" character varying(200) NOT NULL, "passwordHash" character varying(200), "role" character varying(20) NOT NULL, "active" boolean NOT NULL DEFAULT true, "lang" character varying(10) NOT NULL DEFAULT 'en_US', "companyId" integer NOT NULL, CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user"  ("email") `);
    await queryRunner.query(`CREATE TABLE "password_reset" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tokenHash" character varying(64) NOT NULL, "userId" integer NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8515e60a2cc41584fa4784f52ce" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_dc6908de54eb09f588adfdb285" ON "password_reset"  ("tokenHash") `);
    await queryRunner.query(`CREATE TABLE "user_session" ("tokenHash" character varying(64) NOT NULL, "userId" integer, "csrfToken" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_c7e136b41d0e6c339e61655c46e" PRIMARY KEY ("tokenHash"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b5eb7aa08382591e7c2d1244fe" ON "user_session"  ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_07353ae059e2669774d83f9dbb" ON "user_session"  ("expiresAt") `);
    await queryRunner.query(`CREATE TABLE "website_page" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "url" character varying(200) NOT NULL, "title" text NOT NULL DEFAULT '{}', "body" text NOT NULL DEFAULT '{}', "published" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_9c661c087fe55b7ebf1d3a4fedc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_45a9ccecb2c101ebe40f53abda" ON "website_page"  ("url") `);
    await queryRunner.query(`CREATE TABLE "user_company" ("userId" integer NOT NULL, "companyId" integer NOT NULL, CONSTRAINT "PK_a4643541fcb59d7c1c6d71ced35" PRIMARY KEY ("userId", "companyId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2f89aead53ebdaaf3dca910ed5" ON "user_company"  ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_9c279d6cf291c858efa8a6b143" ON "user_company"  ("companyId") `);
    await queryRunner.query(`ALTER TABLE "user" ADD CONSTRAINT "FK_86586021a26d1180b0968f98502" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "password_reset" ADD CONSTRAINT "FK_05baebe80e9f8fab8207eda250c" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "user_session" ADD CONSTRAINT "FK_b5eb7aa08382591e7c2d1244fe5" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "user_company" ADD CONSTRAINT "FK_2f89aead53ebdaaf3dca910ed56" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "user_company" ADD CONSTRAINT "FK_9c279d6cf291c858efa8a6b143f" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_company" DROP CONSTRAINT "FK_9c279d6cf291c858efa8a6b143f"`);
    await queryRunner.query(`ALTER TABLE "user_company" DROP CONSTRAINT "FK_2f89aead53ebdaaf3dca910ed56"`);
    await queryRunner.query(`ALTER TABLE "user_session" DROP CONSTRAINT "FK_b5eb7aa08382591e7c2d1244fe5"`);
    await queryRunner.query(`ALTER TABLE "password_reset" DROP CONSTRAINT "FK_05baebe80e9f8fab8207eda250c"`);
    await queryRunner.query(`ALTER TABLE "user" DROP CONSTRAINT "FK_86586021a26d1180b0968f98502"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9c279d6cf291c858efa8a6b143"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2f89aead53ebdaaf3dca910ed5"`);
    await queryRunner.query(`DROP TABLE "user_company"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_45a9ccecb2c101ebe40f53abda"`);
    await queryRunner.query(`DROP TABLE "website_page"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_07353ae059e2669774d83f9dbb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b5eb7aa08382591e7c2d1244fe"`);
    await queryRunner.query(`DROP TABLE "user_session"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dc6908de54eb09f588adfdb285"`);
    await queryRunner.query(`DROP TABLE "password_reset"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`DROP TABLE "company"`);
    await queryRunner.query(`DROP INDEX "public"."idx_outbox_mail_due"`);
    await queryRunner.query(`DROP TABLE "outbox_mail"`);
    await queryRunner.query(`DROP TABLE "stored_file"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductReviews1795810575045 implements MigrationInterface {
  name = 'ProductReviews1795810575045';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_review" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "templateId" integer NOT NULL, "authorKey" character varying(270) NOT NULL, "userId" integer, "authorName" character varying(80) NOT NULL, "stars" integer NOT NULL, "title" character varying(120) NOT NULL, "body" text NOT NULL, "verified" boolean NOT NULL DEFAULT false, "state" character varying(12) NOT NULL DEFAULT 'pending', "hasLink" boolean NOT NULL DEFAULT false, "answer" text NOT NULL DEFAULT '', "publishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_product_review_author" UNIQUE ("templateId", "authorKey"), CONSTRAINT "PK_6c00bd3bbee662e1f7a97dbce9a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_product_review_state" ON "product_review"  ("state", "created") `);
    await queryRunner.query(`CREATE INDEX "IDX_product_review_product_state" ON "product_review"  ("templateId", "state", "stars", "created") `);
    await queryRunner.query(`CREATE TABLE "product_review_summary" ("templateId" integer NOT NULL, "count" integer NOT NULL DEFAULT '0', "average" real NOT NULL DEFAULT '0', "stars1" integer NOT NULL DEFAULT '0', "stars2" integer NOT NULL DEFAULT '0', "stars3" integer NOT NULL DEFAULT '0', "stars4" integer NOT NULL DEFAULT '0', "stars5" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_8c89b12f1f7c8f6a50abd96fd5f" PRIMARY KEY ("templateId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_product_review_summary_rating" ON "product_review_summary"  ("average", "count") `);
    await queryRunner.query(`CREATE TABLE "review_settings" ("id" integer NOT NULL, "moderation" character varying(10) NOT NULL DEFAULT 'hold', "requestEnabled" boolean NOT NULL DEFAULT true, "requestDelayDays" integer NOT NULL DEFAULT '7', CONSTRAINT "PK_dbca1b7e4a9ed1258094998b812" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "review_request" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "orderId" integer NOT NULL, "tokenHash" character varying(64) NOT NULL, "userId" integer, "email" character varying(254) NOT NULL, "customerName" character varying(200) NOT NULL, "lang" character varying(10) NOT NULL, "templateIds" text NOT NULL, "ratings" text NOT NULL DEFAULT '{}', "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d733798466b3d8663a13a96781c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f4d2a97376a6536907bb97abf3" ON "review_request"  ("orderId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7ef9eeb9caff34af1a161ec98f" ON "review_request"  ("tokenHash") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_7ef9eeb9caff34af1a161ec98f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f4d2a97376a6536907bb97abf3"`);
    await queryRunner.query(`DROP TABLE "review_request"`);
    await queryRunner.query(`DROP TABLE "review_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_review_summary_rating"`);
    await queryRunner.query(`DROP TABLE "product_review_summary"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_review_product_state"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_review_state"`);
    await queryRunner.query(`DROP TABLE "product_review"`);
  }
}

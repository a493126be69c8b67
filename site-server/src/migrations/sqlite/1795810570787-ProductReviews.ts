import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductReviews1795810570787 implements MigrationInterface {
  name = 'ProductReviews1795810570787';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_review" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "templateId" integer NOT NULL, "authorKey" varchar(270) NOT NULL, "userId" integer, "authorName" varchar(80) NOT NULL, "stars" integer NOT NULL, "title" varchar(120) NOT NULL, "body" text NOT NULL, "verified" boolean NOT NULL DEFAULT (0), "state" varchar(12) NOT NULL DEFAULT ('pending'), "hasLink" boolean NOT NULL DEFAULT (0), "answer" text NOT NULL DEFAULT (''), "publishedAt" datetime, CONSTRAINT "UQ_product_review_author" UNIQUE ("templateId", "authorKey"))`);
    await queryRunner.query(`CREATE INDEX "IDX_product_review_state" ON "product_review" ("state", "created") `);
    await queryRunner.query(`CREATE INDEX "IDX_product_review_product_state" ON "product_review" ("templateId", "state", "stars", "created") `);
    await queryRunner.query(`CREATE TABLE "product_review_summary" ("templateId" integer PRIMARY KEY NOT NULL, "count" integer NOT NULL DEFAULT (0), "average" real NOT NULL DEFAULT (0), "stars1" integer NOT NULL DEFAULT (0), "stars2" integer NOT NULL DEFAULT (0), "stars3" integer NOT NULL DEFAULT (0), "stars4" integer NOT NULL DEFAULT (0), "stars5" integer NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE INDEX "IDX_product_review_summary_rating" ON "product_review_summary" ("average", "count") `);
    await queryRunner.query(`CREATE TABLE "review_settings" ("id" integer PRIMARY KEY NOT NULL, "moderation" varchar(10) NOT NULL DEFAULT ('hold'), "requestEnabled" boolean NOT NULL DEFAULT (1), "requestDelayDays" integer NOT NULL DEFAULT (7))`);
    await queryRunner.query(`CREATE TABLE "review_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "orderId" integer NOT NULL, "tokenHash" varchar(64) NOT NULL, "userId" integer, "email" varchar(254) NOT NULL, "customerName" varchar(200) NOT NULL, "lang" varchar(10) NOT NULL, "templateIds" text NOT NULL, "ratings" text NOT NULL DEFAULT ('{}'), "sentAt" datetime)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f4d2a97376a6536907bb97abf3" ON "review_request" ("orderId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7ef9eeb9caff34af1a161ec98f" ON "review_request" ("tokenHash") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_7ef9eeb9caff34af1a161ec98f"`);
    await queryRunner.query(`DROP INDEX "IDX_f4d2a97376a6536907bb97abf3"`);
    await queryRunner.query(`DROP TABLE "review_request"`);
    await queryRunner.query(`DROP TABLE "review_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_product_review_summary_rating"`);
    await queryRunner.query(`DROP TABLE "product_review_summary"`);
    await queryRunner.query(`DROP INDEX "IDX_product_review_product_state"`);
    await queryRunner.query(`DROP INDEX "IDX_product_review_state"`);
    await queryRunner.query(`DROP TABLE "product_review"`);
  }
}

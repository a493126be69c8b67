import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChatterAndFollowers1795326543820 implements MigrationInterface {
  name = 'ChatterAndFollowers1795326543820';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "mail_message" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "model" varchar(100) NOT NULL, "resId" integer NOT NULL, "date" datetime NOT NULL, "body" text NOT NULL, "ratingHalves" integer, "authorUserId" integer, "authorName" varchar(200) NOT NULL, "authorEmail" varchar(254) NOT NULL, "authorAvatarSha" varchar(64), "hidden" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE INDEX "IDX_5505e9c50d220326f304c092ce" ON "mail_message" ("model", "resId", "date") `);
    await queryRunner.query(`CREATE TABLE "mail_followers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "model" varchar(100) NOT NULL, "resId" integer NOT NULL, "email" varchar(254) NOT NULL, "userId" integer)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c6b29763b10337cf6ca51ea31d" ON "mail_followers" ("model", "resId", "email") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_c6b29763b10337cf6ca51ea31d"`);
    await queryRunner.query(`DROP TABLE "mail_followers"`);
    await queryRunner.query(`DROP INDEX "IDX_5505e9c50d220326f304c092ce"`);
    await queryRunner.query(`DROP TABLE "mail_message"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChatterAndFollowers1795326545458 implements MigrationInterface {
  name = 'ChatterAndFollowers1795326545458';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "mail_message" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "model" character varying(100) NOT NULL, "resId" integer NOT NULL, "date" TIMESTAMP WITH TIME ZONE NOT NULL, "body" text NOT NULL, "ratingHalves" integer, "authorUserId" integer, "authorName" character varying(200) NOT NULL, "authorEmail" character varying(254) NOT NULL, "authorAvatarSha" character varying(64), "hidden" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_d23285093ea237bc7632d4fcce9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5505e9c50d220326f304c092ce" ON "mail_message"  ("model", "resId", "date") `);
    await queryRunner.query(`CREATE TABLE "mail_followers" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "model" character varying(100) NOT NULL, "resId" integer NOT NULL, "email" character varying(254) NOT NULL, "userId" integer, CONSTRAINT "PK_1934c2c079d3dc4c9b08faa2ef8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c6b29763b10337cf6ca51ea31d" ON "mail_followers"  ("model", "resId", "email") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_c6b29763b10337cf6ca51ea31d"`);
    await queryRunner.query(`DROP TABLE "mail_followers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5505e9c50d220326f304c092ce"`);
    await queryRunner.query(`DROP TABLE "mail_message"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkTracker1795316010008 implements MigrationInterface {
  name = 'LinkTracker1795316010008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "utm_campaign" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "nameKey" character varying(200) NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_34391aaee48e9a85d4eaa83643c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c6205e8d9ffb5e86af5905d91d" ON "utm_campaign"  ("nameKey") `);
    await queryRunner.query(`CREATE TABLE "utm_medium" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "nameKey" character varying(200) NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_57f844fc0c6e9ca4930e54e6170" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ef329684e2939df6036827b5d7" ON "utm_medium"  ("nameKey") `);
    await queryRunner.query(`CREATE TABLE "utm_source" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "nameKey" character varying(200) NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e89ed7fc9f8037dfe666714678a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_402e8c80d13f8dd0968a4e2d83" ON "utm_source"  ("nameKey") `);
    await queryRunner.query(`CREATE TABLE "tracked_link" ("id" SERIAL NOT NULL, "url" character varying(2048) NOT NULL, "code" character varying(64) NOT NULL, "title" character varying(500), "campaignId" integer, "mediumId" integer, "sourceId" integer, "createdById" integer, "archived" boolean NOT NULL DEFAULT false, "clickCount" integer NOT NULL DEFAULT '0', "lastClickAt" TIMESTAMP WITH TIME ZONE, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_be8df46bd0f2597ad73b6b81760" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fad402a36726807e4202966c1a" ON "tracked_link"  ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_05a8dc4c552f0b8dd9bf7e9c1a" ON "tracked_link"  ("clickCount") `);
    await queryRunner.query(`CREATE INDEX "IDX_bfdec29d019c25846d011ac135" ON "tracked_link"  ("created") `);
    await queryRunner.query(`CREATE INDEX "IDX_tracked_link_owner_created" ON "tracked_link"  ("createdById", "created") `);
    await queryRunner.query(`CREATE TABLE "link_click" ("id" SERIAL NOT NULL, "linkId" integer NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL, "countryCode" character varying(2), "referrerHost" character varying(255), "device" character varying(10) NOT NULL, "isBot" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_3eb45c49301cc4f4e717d3dc3df" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_link_click_stats" ON "link_click"  ("linkId", "created", "isBot", "countryCode", "device", "referrerHost") `);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD CONSTRAINT "FK_ddac46ec6e119f00fcb25a3f020" FOREIGN KEY ("campaignId") REFERENCES "utm_campaign"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD CONSTRAINT "FK_c03853ed504b8d5722c55c0b024" FOREIGN KEY ("mediumId") REFERENCES "utm_medium"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD CONSTRAINT "FK_d0f905670bde6d8bd358a73280f" FOREIGN KEY ("sourceId") REFERENCES "utm_source"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD CONSTRAINT "FK_a3f40879ed8f960142fb09eb57b" FOREIGN KEY ("createdById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "link_click" ADD CONSTRAINT "FK_3ade4af02f9ec1e0f1f310e8424" FOREIGN KEY ("linkId") REFERENCES "tracked_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "link_click" DROP CONSTRAINT "FK_3ade4af02f9ec1e0f1f310e8424"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP CONSTRAINT "FK_a3f40879ed8f960142fb09eb57b"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP CONSTRAINT "FK_d0f905670bde6d8bd358a73280f"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP CONSTRAINT "FK_c03853ed504b8d5722c55c0b024"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP CONSTRAINT "FK_ddac46ec6e119f00fcb25a3f020"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_link_click_stats"`);
    await queryRunner.query(`DROP TABLE "link_click"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_tracked_link_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bfdec29d019c25846d011ac135"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05a8dc4c552f0b8dd9bf7e9c1a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fad402a36726807e4202966c1a"`);
    await queryRunner.query(`DROP TABLE "tracked_link"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_402e8c80d13f8dd0968a4e2d83"`);
    await queryRunner.query(`DROP TABLE "utm_source"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ef329684e2939df6036827b5d7"`);
    await queryRunner.query(`DROP TABLE "utm_medium"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c6205e8d9ffb5e86af5905d91d"`);
    await queryRunner.query(`DROP TABLE "utm_campaign"`);
  }
}

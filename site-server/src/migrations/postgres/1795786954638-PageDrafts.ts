import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PageDrafts1795786954638 implements MigrationInterface {
  name = 'PageDrafts1795786954638';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "website_page_draft" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tokenHash" character varying(64) NOT NULL, "userId" integer NOT NULL, "page" text NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_760849f77c3e1a2edc1a54a8fcb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8cfcb507ab6440d236747cdff3" ON "website_page_draft"  ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_76dea6138a80edb25e91e60a5e" ON "website_page_draft"  ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_3700a8708731000510a24eb5bb" ON "website_page_draft"  ("expiresAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_3700a8708731000510a24eb5bb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_76dea6138a80edb25e91e60a5e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8cfcb507ab6440d236747cdff3"`);
    await queryRunner.query(`DROP TABLE "website_page_draft"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsitePageBlocksMenu1795326723844 implements MigrationInterface {
  name = 'WebsitePageBlocksMenu1795326723844';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "website_image" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sha256" character varying(64) NOT NULL, "name" character varying(255) NOT NULL, CONSTRAINT "PK_76c64c1f6ddeb92082cd60d4fec" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "website_menu" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "parentId" integer, "sequence" integer NOT NULL DEFAULT '0', "label" text NOT NULL DEFAULT '{}', "url" character varying(2000), "pageId" integer, CONSTRAINT "PK_0d8c666e2f085c70d8b433e8423" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d1af5ed9989d0229c88dbf6483" ON "website_menu"  ("parentId") `);
    await queryRunner.query(`ALTER TABLE "website_menu" ADD CONSTRAINT "FK_d1af5ed9989d0229c88dbf6483b" FOREIGN KEY ("parentId") REFERENCES "website_menu"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "website_menu" ADD CONSTRAINT "FK_98358173e8d51bcf88bcdbeaf40" FOREIGN KEY ("pageId") REFERENCES "website_page"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "website_menu" DROP CONSTRAINT "FK_98358173e8d51bcf88bcdbeaf40"`);
    await queryRunner.query(`ALTER TABLE "website_menu" DROP CONSTRAINT "FK_d1af5ed9989d0229c88dbf6483b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d1af5ed9989d0229c88dbf6483"`);
    await queryRunner.query(`DROP TABLE "website_menu"`);
    await queryRunner.query(`DROP TABLE "website_image"`);
  }
}

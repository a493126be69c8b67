import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Blog1795326871204 implements MigrationInterface {
  name = 'Blog1795326871204';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "blog_blog" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL DEFAULT '{}', "subtitle" text NOT NULL DEFAULT '{}', "slug" character varying(200) NOT NULL, "published" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_b7647f1f3b095a20e19c62ff529" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_cd4852921db7e7ac59c460e47e" ON "blog_blog"  ("published") `);
    await queryRunner.query(`CREATE TABLE "blog_tag" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(60) NOT NULL, "key" character varying(60) NOT NULL, CONSTRAINT "PK_e4abd1ac56d0cfd86bd57c87a06" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d42d394e8370cd0f6fffc07609" ON "blog_tag"  ("key") `);
    await queryRunner.query(`CREATE TABLE "blog_post" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "blogId" integer NOT NULL, "title" text NOT NULL DEFAULT '{}', "subtitle" text NOT NULL DEFAULT '{}', "slug" character varying(200) NOT NULL, "body" text NOT NULL DEFAULT '{}', "metaTitle" text NOT NULL DEFAULT '{}', "metaDescription" text NOT NULL DEFAULT '{}', "coverSha" character varying(64), "authorId" integer, "postDate" TIMESTAMP WITH TIME ZONE NOT NULL, "published" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_694e842ad1c2b33f5939de6fede" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_blog_visible" ON "blog_post"  ("blogId", "published", "postDate") `);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_visible" ON "blog_post"  ("published", "postDate") `);
    await queryRunner.query(`CREATE TABLE "blog_post_tag_rel" ("postId" integer NOT NULL, "tagId" integer NOT NULL, CONSTRAINT "PK_557aac2dbde5f48bd47fd3d9269" PRIMARY KEY ("postId", "tagId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_24a10064366af8bef99e085183" ON "blog_post_tag_rel"  ("postId") `);
    await queryRunner.query(`CREATE INDEX "IDX_54abc4dd58d72afb90f3bf5d8e" ON "blog_post_tag_rel"  ("tagId") `);
    await queryRunner.query(`ALTER TABLE "blog_post" ADD CONSTRAINT "FK_c3f99415cd68aa19b6c5ce4fde6" FOREIGN KEY ("blogId") REFERENCES "blog_blog"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "blog_post" ADD CONSTRAINT "FK_657e11001f05ef48b5383f5a637" FOREIGN KEY ("authorId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "blog_post_tag_rel" ADD CONSTRAINT "FK_24a10064366af8bef99e0851831" FOREIGN KEY ("postId") REFERENCES "blog_post"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "blog_post_tag_rel" ADD CONSTRAINT "FK_54abc4dd58d72afb90f3bf5d8e8" FOREIGN KEY ("tagId") REFERENCES "blog_tag"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_post_tag_rel" DROP CONSTRAINT "FK_54abc4dd58d72afb90f3bf5d8e8"`);
    await queryRunner.query(`ALTER TABLE "blog_post_tag_rel" DROP CONSTRAINT "FK_24a10064366af8bef99e0851831"`);
    await queryRunner.query(`ALTER TABLE "blog_post" DROP CONSTRAINT "FK_657e11001f05ef48b5383f5a637"`);
    await queryRunner.query(`ALTER TABLE "blog_post" DROP CONSTRAINT "FK_c3f99415cd68aa19b6c5ce4fde6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_54abc4dd58d72afb90f3bf5d8e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_24a10064366af8bef99e085183"`);
    await queryRunner.query(`DROP TABLE "blog_post_tag_rel"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_blog_post_visible"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_blog_post_blog_visible"`);
    await queryRunner.query(`DROP TABLE "blog_post"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d42d394e8370cd0f6fffc07609"`);
    await queryRunner.query(`DROP TABLE "blog_tag"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cd4852921db7e7ac59c460e47e"`);
    await queryRunner.query(`DROP TABLE "blog_blog"`);
  }
}

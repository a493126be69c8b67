import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Blog1795326869767 implements MigrationInterface {
  name = 'Blog1795326869767';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "blog_blog" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" text NOT NULL DEFAULT ('{}'), "subtitle" text NOT NULL DEFAULT ('{}'), "slug" varchar(200) NOT NULL, "published" boolean NOT NULL DEFAULT (1))`);
    await queryRunner.query(`CREATE INDEX "IDX_cd4852921db7e7ac59c460e47e" ON "blog_blog" ("published") `);
    await queryRunner.query(`CREATE TABLE "blog_tag" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(60) NOT NULL, "key" varchar(60) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d42d394e8370cd0f6fffc07609" ON "blog_tag" ("key") `);
    await queryRunner.query(`CREATE TABLE "blog_post" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "blogId" integer NOT NULL, "title" text NOT NULL DEFAULT ('{}'), "subtitle" text NOT NULL DEFAULT ('{}'), "slug" varchar(200) NOT NULL, "body" text NOT NULL DEFAULT ('{}'), "metaTitle" text NOT NULL DEFAULT ('{}'), "metaDescription" text NOT NULL DEFAULT ('{}'), "coverSha" varchar(64), "authorId" integer, "postDate" datetime NOT NULL, "published" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_blog_visible" ON "blog_post" ("blogId", "published", "postDate") `);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_visible" ON "blog_post" ("published", "postDate") `);
    await queryRunner.query(`CREATE TABLE "blog_post_tag_rel" ("postId" integer NOT NULL, "tagId" integer NOT NULL, PRIMARY KEY ("postId", "tagId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_24a10064366af8bef99e085183" ON "blog_post_tag_rel" ("postId") `);
    await queryRunner.query(`CREATE INDEX "IDX_54abc4dd58d72afb90f3bf5d8e" ON "blog_post_tag_rel" ("tagId") `);
    await queryRunner.query(`DROP INDEX "IDX_blog_post_blog_visible"`);
    await queryRunner.query(`DROP INDEX "IDX_blog_post_visible"`);
    await queryRunner.query(`CREATE TABLE "temporary_blog_post" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "blogId" integer NOT NULL, "title" text NOT NULL DEFAULT ('{}'), "subtitle" text NOT NULL DEFAULT ('{}'), "slug" varchar(200) NOT NULL, "body" text NOT NULL DEFAULT ('{}'), "metaTitle" text NOT NULL DEFAULT ('{}'), "metaDescription" text NOT NULL DEFAULT ('{}'), "coverSha" varchar(64), "authorId" integer, "postDate" datetime NOT NULL, "published" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_c3f99415cd68aa19b6c5ce4fde6" FOREIGN KEY ("blogId") REFERENCES "blog_blog" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_657e11001f05ef48b5383f5a637" FOREIGN KEY ("authorId") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_blog_post"("id", "created", "updated", "blogId", "title", "subtitle", "slug", "body", "metaTitle", "metaDescription", "coverSha", "authorId", "postDate", "published") SELECT "id", "created", "updated", "blogId", "title", "subtitle", "slug", "body", "metaTitle", "metaDescription", "coverSha", "authorId", "postDate", "published" FROM "blog_post"`);
    await queryRunner.query(`DROP TABLE "blog_post"`);
    await queryRunner.query(`ALTER TABLE "temporary_blog_post" RENAME TO "blog_post"`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_blog_visible" ON "blog_post" ("blogId", "published", "postDate") `);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_visible" ON "blog_post" ("published", "postDate") `);
    await queryRunner.query(`DROP INDEX "IDX_24a10064366af8bef99e085183"`);
    await queryRunner.query(`DROP INDEX "IDX_54abc4dd58d72afb90f3bf5d8e"`);
    await queryRunner.query(`CREATE TABLE "temporary_blog_post_tag_rel" ("postId" integer NOT NULL, "tagId" integer NOT NULL, CONSTRAINT "FK_24a10064366af8bef99e0851831" FOREIGN KEY ("postId") REFERENCES "blog_post" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_54abc4dd58d72afb90f3bf5d8e8" FOREIGN KEY ("tagId") REFERENCES "blog_tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("postId", "tagId"))`);
    await queryRunner.query(`INSERT INTO "temporary_blog_post_tag_rel"("postId", "tagId") SELECT "postId", "tagId" FROM "blog_post_tag_rel"`);
    await queryRunner.query(`DROP TABLE "blog_post_tag_rel"`);
    await queryRunner.query(`ALTER TABLE "temporary_blog_post_tag_rel" RENAME TO "blog_post_tag_rel"`);
    await queryRunner.query(`CREATE INDEX "IDX_24a10064366af8bef99e085183" ON "blog_post_tag_rel" ("postId") `);
    await queryRunner.query(`CREATE INDEX "IDX_54abc4dd58d72afb90f3bf5d8e" ON "blog_post_tag_rel" ("tagId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_54abc4dd58d72afb90f3bf5d8e"`);
    await queryRunner.query(`DROP INDEX "IDX_24a10064366af8bef99e085183"`);
    await queryRunner.query(`ALTER TABLE "blog_post_tag_rel" RENAME TO "temporary_blog_post_tag_rel"`);
    await queryRunner.query(`CREATE TABLE "blog_post_tag_rel" ("postId" integer NOT NULL, "tagId" integer NOT NULL, PRIMARY KEY ("postId", "tagId"))`);
    await queryRunner.query(`INSERT INTO "blog_post_tag_rel"("postId", "tagId") SELECT "postId", "tagId" FROM "temporary_blog_post_tag_rel"`);
    await queryRunner.query(`DROP TABLE "temporary_blog_post_tag_rel"`);
    await queryRunner.query(`CREATE INDEX "IDX_54abc4dd58d72afb90f3bf5d8e" ON "blog_post_tag_rel" ("tagId") `);
    await queryRunner.query(`CREATE INDEX "IDX_24a10064366af8bef99e085183" ON "blog_post_tag_rel" ("postId") `);
    await queryRunner.query(`DROP INDEX "IDX_blog_post_visible"`);
    await queryRunner.query(`DROP INDEX "IDX_blog_post_blog_visible"`);
    await queryRunner.query(`ALTER TABLE "blog_post" RENAME TO "temporary_blog_post"`);
    await queryRunner.query(`CREATE TABLE "blog_post" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "blogId" integer NOT NULL, "title" text NOT NULL DEFAULT ('{}'), "subtitle" text NOT NULL DEFAULT ('{}'), "slug" varchar(200) NOT NULL, "body" text NOT NULL DEFAULT ('{}'), "metaTitle" text NOT NULL DEFAULT ('{}'), "metaDescription" text NOT NULL DEFAULT ('{}'), "coverSha" varchar(64), "authorId" integer, "postDate" datetime NOT NULL, "published" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "blog_post"("id", "created", "updated", "blogId", "title", "subtitle", "slug", "body", "metaTitle", "metaDescription", "coverSha", "authorId", "postDate", "published") SELECT "id", "created", "updated", "blogId", "title", "subtitle", "slug", "body", "metaTitle", "metaDescription", "coverSha", "authorId", "postDate", "published" FROM "temporary_blog_post"`);
    await queryRunner.query(`DROP TABLE "temporary_blog_post"`);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_visible" ON "blog_post" ("published", "postDate") `);
    await queryRunner.query(`CREATE INDEX "IDX_blog_post_blog_visible" ON "blog_post" ("blogId", "published", "postDate") `);
    await queryRunner.query(`DROP INDEX "IDX_54abc4dd58d72afb90f3bf5d8e"`);
    await queryRunner.query(`DROP INDEX "IDX_24a10064366af8bef99e085183"`);
    await queryRunner.query(`DROP TABLE "blog_post_tag_rel"`);
    await queryRunner.query(`DROP INDEX "IDX_blog_post_visible"`);
    await queryRunner.query(`DROP INDEX "IDX_blog_post_blog_visible"`);
    await queryRunner.query(`DROP TABLE "blog_post"`);
    await queryRunner.query(`DROP INDEX "IDX_d42d394e8370cd0f6fffc07609"`);
    await queryRunner.query(`DROP TABLE "blog_tag"`);
    await queryRunner.query(`DROP INDEX "IDX_cd4852921db7e7ac59c460e47e"`);
    await queryRunner.query(`DROP TABLE "blog_blog"`);
  }
}

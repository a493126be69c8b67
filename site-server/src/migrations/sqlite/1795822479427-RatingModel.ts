import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One rating model (issue 29, item 10): the `rating` table, and the ratings kept until now by the chatter
 * (`mail_message.ratingHalves`), the project tasks (`task_rating.score`, `comment`, `ratedAt`) and the
 * reviews (`product_review.stars`) moved into it, each row pointing to its rating (`ratingId`); the old
 * columns dropped. Written by hand in plain SQL (history: it imports no feature code). A moved rating
 * takes a known id (the message's id, then the task rating's and the review's past the last one), so
 * each owner's `ratingId` is set by one UPDATE.
 */
export class RatingModel1795822479427 implements MigrationInterface {
  name = 'RatingModel1795822479427';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string, parameters?: unknown[]) => queryRunner.query(sql, parameters);
    const lastId = async () =>
      Number(((await q(`SELECT COALESCE(MAX("id"), 0) AS "last" FROM "rating"`)) as Array<{ last: number }>)[0]!.last);
    await q(
      `CREATE TABLE "rating" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "resModel" varchar(100) NOT NULL, "resId" integer NOT NULL, "halfStars" integer NOT NULL, "userId" integer, "raterKey" varchar(270) NOT NULL, "raterName" varchar(200) NOT NULL, "ratedAt" datetime NOT NULL, "feedback" text NOT NULL DEFAULT (''))`,
    );
    await q(`CREATE INDEX "IDX_rating_record" ON "rating" ("resModel", "resId", "halfStars") `);
    const columns = `"id", "created", "updated", "resModel", "resId", "halfStars", "userId", "raterKey", "raterName", "ratedAt", "feedback"`;

    // The chatter's: a rating on the message's record, by its author; the rating's id is the message's.
    await q(`ALTER TABLE "mail_message" ADD COLUMN "ratingId" integer`);
    await q(
      `INSERT INTO "rating" (${columns}) SELECT "id", "created", "updated", "model", "resId", "ratingHalves", "authorUserId", CASE WHEN "authorUserId" IS NOT NULL THEN 'user:' || "authorUserId" ELSE 'email:' || LOWER("authorEmail") END, "authorName", "date", '' FROM "mail_message" WHERE "ratingHalves" IS NOT NULL`,
    );
    await q(`UPDATE "mail_message" SET "ratingId" = "id" WHERE "ratingHalves" IS NOT NULL`);
    await q(`ALTER TABLE "mail_message" DROP COLUMN "ratingHalves"`);
    await q(`CREATE INDEX "IDX_mail_message_rating" ON "mail_message" ("ratingId") `);

    // The project tasks': whole stars by the project's customer, the comment as its feedback.
    let offset = await lastId();
    await q(`ALTER TABLE "task_rating" ADD COLUMN "ratingId" integer`);
    await q(
      `INSERT INTO "rating" (${columns}) SELECT "r"."id" + ?, "r"."created", "r"."updated", 'project.task', "r"."taskId", "r"."score" * 2, "p"."userId", 'user:' || "p"."userId", COALESCE("u"."name", ''), COALESCE("r"."ratedAt", "r"."updated"), "r"."comment" FROM "task_rating" "r" INNER JOIN "project_task" "t" ON "t"."id" = "r"."taskId" INNER JOIN "project" "p" ON "p"."id" = "t"."projectId" LEFT JOIN "user" "u" ON "u"."id" = "p"."userId" WHERE "r"."score" IS NOT NULL`,
      [offset],
    );
    await q(
      `UPDATE "task_rating" SET "ratingId" = "id" + ? WHERE "score" IS NOT NULL AND EXISTS (SELECT 1 FROM "rating" WHERE "rating"."id" = "task_rating"."id" + ?)`,
      [offset, offset],
    );
    await q(`ALTER TABLE "task_rating" DROP COLUMN "score"`);
    await q(`ALTER TABLE "task_rating" DROP COLUMN "comment"`);
    await q(`ALTER TABLE "task_rating" DROP COLUMN "ratedAt"`);
    await q(`CREATE INDEX "IDX_task_rating_rating" ON "task_rating" ("ratingId") `);

    // The reviews': whole stars on the product by the review's author, as last edited.
    offset = await lastId();
    await q(
      `INSERT INTO "rating" (${columns}) SELECT "id" + ?, "created", "updated", 'product.template', "templateId", "stars" * 2, "userId", "authorKey", "authorName", "updated", '' FROM "product_review"`,
      [offset],
    );
    // SQLite adds no NOT NULL column to a filled table: the table is rebuilt, pointing to its ratings.
    await q(`DROP INDEX "IDX_product_review_product_state"`);
    await q(`DROP INDEX "IDX_product_review_state"`);
    await q(
      `CREATE TABLE "temporary_product_review" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "templateId" integer NOT NULL, "authorKey" varchar(270) NOT NULL, "userId" integer, "authorName" varchar(80) NOT NULL, "ratingId" integer NOT NULL, "title" varchar(120) NOT NULL, "body" text NOT NULL, "verified" boolean NOT NULL DEFAULT (0), "state" varchar(12) NOT NULL DEFAULT ('pending'), "hasLink" boolean NOT NULL DEFAULT (0), "answer" text NOT NULL DEFAULT (''), "publishedAt" datetime, CONSTRAINT "UQ_product_review_author" UNIQUE ("templateId", "authorKey"))`,
    );
    await q(
      `INSERT INTO "temporary_product_review"("id", "created", "updated", "templateId", "authorKey", "userId", "authorName", "ratingId", "title", "body", "verified", "state", "hasLink", "answer", "publishedAt") SELECT "id", "created", "updated", "templateId", "authorKey", "userId", "authorName", "id" + ?, "title", "body", "verified", "state", "hasLink", "answer", "publishedAt" FROM "product_review"`,
      [offset],
    );
    await q(`DROP TABLE "product_review"`);
    await q(`ALTER TABLE "temporary_product_review" RENAME TO "product_review"`);
    await q(`CREATE INDEX "IDX_product_review_state" ON "product_review" ("state", "created") `);
    await q(`CREATE INDEX "IDX_product_review_product_state" ON "product_review" ("templateId", "state", "created") `);
    await q(`CREATE INDEX "IDX_product_review_rating" ON "product_review" ("ratingId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const ratingOf = (table: string, expression: string) =>
      `(SELECT ${expression} FROM "rating" WHERE "rating"."id" = "${table}"."ratingId")`;
    await q(`DROP INDEX "IDX_product_review_rating"`);
    await q(`DROP INDEX "IDX_product_review_product_state"`);
    await q(`DROP INDEX "IDX_product_review_state"`);
    await q(
      `CREATE TABLE "temporary_product_review" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "templateId" integer NOT NULL, "authorKey" varchar(270) NOT NULL, "userId" integer, "authorName" varchar(80) NOT NULL, "stars" integer NOT NULL, "title" varchar(120) NOT NULL, "body" text NOT NULL, "verified" boolean NOT NULL DEFAULT (0), "state" varchar(12) NOT NULL DEFAULT ('pending'), "hasLink" boolean NOT NULL DEFAULT (0), "answer" text NOT NULL DEFAULT (''), "publishedAt" datetime, CONSTRAINT "UQ_product_review_author" UNIQUE ("templateId", "authorKey"))`,
    );
    await q(
      `INSERT INTO "temporary_product_review"("id", "created", "updated", "templateId", "authorKey", "userId", "authorName", "stars", "title", "body", "verified", "state", "hasLink", "answer", "publishedAt") SELECT "id", "created", "updated", "templateId", "authorKey", "userId", "authorName", COALESCE(${ratingOf('product_review', '"halfStars" / 2')}, 5), "title", "body", "verified", "state", "hasLink", "answer", "publishedAt" FROM "product_review"`,
    );
    await q(`DROP TABLE "product_review"`);
    await q(`ALTER TABLE "temporary_product_review" RENAME TO "product_review"`);
    await q(`CREATE INDEX "IDX_product_review_state" ON "product_review" ("state", "created") `);
    await q(
      `CREATE INDEX "IDX_product_review_product_state" ON "product_review" ("templateId", "state", "stars", "created") `,
    );

    await q(`DROP INDEX "IDX_task_rating_rating"`);
    await q(`ALTER TABLE "task_rating" ADD COLUMN "score" integer`);
    await q(`ALTER TABLE "task_rating" ADD COLUMN "comment" text NOT NULL DEFAULT ('')`);
    await q(`ALTER TABLE "task_rating" ADD COLUMN "ratedAt" datetime`);
    await q(
      `UPDATE "task_rating" SET "score" = ${ratingOf('task_rating', '"halfStars" / 2')}, "comment" = ${ratingOf('task_rating', '"feedback"')}, "ratedAt" = ${ratingOf('task_rating', '"ratedAt"')} WHERE "ratingId" IS NOT NULL`,
    );
    await q(`ALTER TABLE "task_rating" DROP COLUMN "ratingId"`);

    await q(`DROP INDEX "IDX_mail_message_rating"`);
    await q(`ALTER TABLE "mail_message" ADD COLUMN "ratingHalves" integer`);
    await q(`UPDATE "mail_message" SET "ratingHalves" = ${ratingOf('mail_message', '"halfStars"')} WHERE "ratingId" IS NOT NULL`);
    await q(`ALTER TABLE "mail_message" DROP COLUMN "ratingId"`);

    await q(`DROP INDEX "IDX_rating_record"`);
    await q(`DROP TABLE "rating"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One rating model (issue 29, item 10): the `rating` table, and the ratings kept until now by the chatter
 * (`mail_message.ratingHalves`), the project tasks (`task_rating.score`, `comment`, `ratedAt`) and the
 * reviews (`product_review.stars`) moved into it, each row pointing to its rating (`ratingId`); the old
 * columns dropped. Written by hand in plain SQL (history: it imports no feature code). A moved rating
 * takes a known id (the message's id, then the task rating's and the review's past the last one), so
 * each owner's `ratingId` is set by one UPDATE; the id sequence then starts past them.
 */
export class RatingModel1795822484427 implements MigrationInterface {
  name = 'RatingModel1795822484427';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string, parameters?: unknown[]) => queryRunner.query(sql, parameters);
    const lastId = async () =>
      Number(((await q(`SELECT COALESCE(MAX("id"), 0) AS "last" FROM "rating"`)) as Array<{ last: string }>)[0]!.last);
    await q(
      `CREATE TABLE "rating" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "resModel" character varying(100) NOT NULL, "resId" integer NOT NULL, "halfStars" integer NOT NULL, "userId" integer, "raterKey" character varying(270) NOT NULL, "raterName" character varying(200) NOT NULL, "ratedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "feedback" text NOT NULL DEFAULT '', CONSTRAINT "PK_ecda8ad32645327e4765b43649e" PRIMARY KEY ("id"))`,
    );
    await q(`CREATE INDEX "IDX_rating_record" ON "rating"  ("resModel", "resId", "halfStars") `);
    const columns = `"id", "created", "updated", "resModel", "resId", "halfStars", "userId", "raterKey", "raterName", "ratedAt", "feedback"`;

    // The chatter's: a rating on the message's record, by its author; the rating's id is the message's.
    await q(`ALTER TABLE "mail_message" ADD "ratingId" integer`);
    await q(
      `INSERT INTO "rating" (${columns}) SELECT "id", "created", "updated", "model", "resId", "ratingHalves", "authorUserId", CASE WHEN "authorUserId" IS NOT NULL THEN 'user:' || "authorUserId" ELSE 'email:' || LOWER("authorEmail") END, "authorName", "date", '' FROM "mail_message" WHERE "ratingHalves" IS NOT NULL`,
    );
    await q(`UPDATE "mail_message" SET "ratingId" = "id" WHERE "ratingHalves" IS NOT NULL`);
    await q(`ALTER TABLE "mail_message" DROP COLUMN "ratingHalves"`);
    await q(`CREATE INDEX "IDX_mail_message_rating" ON "mail_message"  ("ratingId") `);

    // The project tasks': whole stars by the project's customer, the comment as its feedback.
    let offset = await lastId();
    await q(`ALTER TABLE "task_rating" ADD "ratingId" integer`);
    await q(
      `INSERT INTO "rating" (${columns}) SELECT "r"."id" + $1, "r"."created", "r"."updated", 'project.task', "r"."taskId", "r"."score" * 2, "p"."userId", 'user:' || "p"."userId", COALESCE("u"."name", ''), COALESCE("r"."ratedAt", "r"."updated"), "r"."comment" FROM "task_rating" "r" INNER JOIN "project_task" "t" ON "t"."id" = "r"."taskId" INNER JOIN "project" "p" ON "p"."id" = "t"."projectId" LEFT JOIN "user" "u" ON "u"."id" = "p"."userId" WHERE "r"."score" IS NOT NULL`,
      [offset],
    );
    await q(
      `UPDATE "task_rating" SET "ratingId" = "id" + $1 WHERE "score" IS NOT NULL AND EXISTS (SELECT 1 FROM "rating" WHERE "rating"."id" = "task_rating"."id" + $1)`,
      [offset],
    );
    await q(`ALTER TABLE "task_rating" DROP COLUMN "score"`);
    await q(`ALTER TABLE "task_rating" DROP COLUMN "comment"`);
    await q(`ALTER TABLE "task_rating" DROP COLUMN "ratedAt"`);
    await q(`CREATE INDEX "IDX_task_rating_rating" ON "task_rating"  ("ratingId") `);

    // The reviews': whole stars on the product by the review's author, as last edited.
    offset = await lastId();
    await q(
      `INSERT INTO "rating" (${columns}) SELECT "id" + $1, "created", "updated", 'product.template', "templateId", "stars" * 2, "userId", "authorKey", "authorName", "updated", '' FROM "product_review"`,
      [offset],
    );
    await q(`ALTER TABLE "product_review" ADD "ratingId" integer`);
    await q(`UPDATE "product_review" SET "ratingId" = "id" + $1`, [offset]);
    await q(`ALTER TABLE "product_review" ALTER COLUMN "ratingId" SET NOT NULL`);
    await q(`DROP INDEX "public"."IDX_product_review_product_state"`);
    await q(`ALTER TABLE "product_review" DROP COLUMN "stars"`);
    await q(`CREATE INDEX "IDX_product_review_product_state" ON "product_review"  ("templateId", "state", "created") `);
    await q(`CREATE INDEX "IDX_product_review_rating" ON "product_review"  ("ratingId") `);

    // New ratings take ids past the moved ones.
    await q(
      `SELECT setval(pg_get_serial_sequence('rating', 'id'), (SELECT COALESCE(MAX("id"), 0) + 1 FROM "rating"), false)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP INDEX "public"."IDX_product_review_rating"`);
    await q(`DROP INDEX "public"."IDX_product_review_product_state"`);
    await q(`ALTER TABLE "product_review" ADD "stars" integer`);
    await q(
      `UPDATE "product_review" SET "stars" = "rating"."halfStars" / 2 FROM "rating" WHERE "rating"."id" = "product_review"."ratingId"`,
    );
    await q(`UPDATE "product_review" SET "stars" = 5 WHERE "stars" IS NULL`);
    await q(`ALTER TABLE "product_review" ALTER COLUMN "stars" SET NOT NULL`);
    await q(`ALTER TABLE "product_review" DROP COLUMN "ratingId"`);
    await q(
      `CREATE INDEX "IDX_product_review_product_state" ON "product_review"  ("templateId", "state", "stars", "created") `,
    );

    await q(`DROP INDEX "public"."IDX_task_rating_rating"`);
    await q(`ALTER TABLE "task_rating" ADD "score" integer`);
    await q(`ALTER TABLE "task_rating" ADD "comment" text NOT NULL DEFAULT ''`);
    await q(`ALTER TABLE "task_rating" ADD "ratedAt" TIMESTAMP WITH TIME ZONE`);
    await q(
      `UPDATE "task_rating" SET "score" = "rating"."halfStars" / 2, "comment" = "rating"."feedback", "ratedAt" = "rating"."ratedAt" FROM "rating" WHERE "rating"."id" = "task_rating"."ratingId"`,
    );
    await q(`ALTER TABLE "task_rating" DROP COLUMN "ratingId"`);

    await q(`DROP INDEX "public"."IDX_mail_message_rating"`);
    await q(`ALTER TABLE "mail_message" ADD "ratingHalves" integer`);
    await q(
      `UPDATE "mail_message" SET "ratingHalves" = "rating"."halfStars" FROM "rating" WHERE "rating"."id" = "mail_message"."ratingId"`,
    );
    await q(`ALTER TABLE "mail_message" DROP COLUMN "ratingId"`);

    await q(`DROP INDEX "public"."IDX_rating_record"`);
    await q(`DROP TABLE "rating"`);
  }
}

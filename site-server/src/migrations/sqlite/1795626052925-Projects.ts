import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Projects, their tasks and the ratings of done tasks (each table made whole at once, with its keys). */
export class Projects1795626052925 implements MigrationInterface {
  name = 'Projects1795626052925';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "project" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(120) NOT NULL, "userId" integer NOT NULL, CONSTRAINT "FK_7c4b0d3b77eaf26f8b4da879e63" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE TABLE "project_task" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "projectId" integer NOT NULL, "name" varchar(200) NOT NULL, "state" varchar(10) NOT NULL DEFAULT ('open'), "doneAt" datetime, CONSTRAINT "FK_a81f1f3ca71d469236a55e2bcaa" FOREIGN KEY ("projectId") REFERENCES "project" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE TABLE "task_rating" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "taskId" integer NOT NULL, "tokenHash" varchar(64) NOT NULL, "score" integer, "comment" text NOT NULL DEFAULT (''), "ratedAt" datetime, CONSTRAINT "FK_e0e93721cbcbd0d5369aed43c7f" FOREIGN KEY ("taskId") REFERENCES "project_task" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_7c4b0d3b77eaf26f8b4da879e6" ON "project" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_a81f1f3ca71d469236a55e2bca" ON "project_task" ("projectId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e0e93721cbcbd0d5369aed43c7" ON "task_rating" ("taskId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e3825a9458aa881237bfdf19c5" ON "task_rating" ("tokenHash") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "task_rating"`);
    await queryRunner.query(`DROP TABLE "project_task"`);
    await queryRunner.query(`DROP TABLE "project"`);
  }
}

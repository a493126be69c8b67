import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Projects1795626054590 implements MigrationInterface {
  name = 'Projects1795626054590';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "project" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(120) NOT NULL, "userId" integer NOT NULL, CONSTRAINT "PK_4d68b1358bb5b766d3e78f32f57" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7c4b0d3b77eaf26f8b4da879e6" ON "project"  ("userId") `);
    await queryRunner.query(`CREATE TABLE "project_task" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "projectId" integer NOT NULL, "name" character varying(200) NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'open', "doneAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f8275249858f42bc01e47cb979d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a81f1f3ca71d469236a55e2bca" ON "project_task"  ("projectId") `);
    await queryRunner.query(`CREATE TABLE "task_rating" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "taskId" integer NOT NULL, "tokenHash" character varying(64) NOT NULL, "score" integer, "comment" text NOT NULL DEFAULT '', "ratedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7d4256528b2fc5aefac8deb0327" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e0e93721cbcbd0d5369aed43c7" ON "task_rating"  ("taskId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e3825a9458aa881237bfdf19c5" ON "task_rating"  ("tokenHash") `);
    await queryRunner.query(`ALTER TABLE "project" ADD CONSTRAINT "FK_7c4b0d3b77eaf26f8b4da879e63" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "project_task" ADD CONSTRAINT "FK_a81f1f3ca71d469236a55e2bcaa" FOREIGN KEY ("projectId") REFERENCES "project"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "task_rating" ADD CONSTRAINT "FK_e0e93721cbcbd0d5369aed43c7f" FOREIGN KEY ("taskId") REFERENCES "project_task"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "task_rating" DROP CONSTRAINT "FK_e0e93721cbcbd0d5369aed43c7f"`);
    await queryRunner.query(`ALTER TABLE "project_task" DROP CONSTRAINT "FK_a81f1f3ca71d469236a55e2bcaa"`);
    await queryRunner.query(`ALTER TABLE "project" DROP CONSTRAINT "FK_7c4b0d3b77eaf26f8b4da879e63"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e3825a9458aa881237bfdf19c5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e0e93721cbcbd0d5369aed43c7"`);
    await queryRunner.query(`DROP TABLE "task_rating"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a81f1f3ca71d469236a55e2bca"`);
    await queryRunner.query(`DROP TABLE "project_task"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7c4b0d3b77eaf26f8b4da879e6"`);
    await queryRunner.query(`DROP TABLE "project"`);
  }
}

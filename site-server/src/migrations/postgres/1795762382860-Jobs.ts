import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Jobs1795762382860 implements MigrationInterface {
  name = 'Jobs1795762382860';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "job" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "kind" character varying(100) NOT NULL, "key" character varying(200), "payload" text NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'queued', "runAt" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "maxAttempts" integer NOT NULL DEFAULT '5', "lockedBy" character varying(120), "lockedUntil" TIMESTAMP WITH TIME ZONE, "lastError" text, "finishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_98ab1c14ff8d1cf80d18703b92f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "idx_job_key" ON "job"  ("key") `);
    await queryRunner.query(`CREATE INDEX "idx_job_due" ON "job"  ("state", "runAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_job_due"`);
    await queryRunner.query(`DROP INDEX "public"."idx_job_key"`);
    await queryRunner.query(`DROP TABLE "job"`);
  }
}

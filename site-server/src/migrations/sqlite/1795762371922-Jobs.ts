import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Jobs1795762371922 implements MigrationInterface {
  name = 'Jobs1795762371922';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "job" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(100) NOT NULL, "key" varchar(200), "payload" text NOT NULL, "state" varchar(10) NOT NULL DEFAULT ('queued'), "runAt" datetime NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "maxAttempts" integer NOT NULL DEFAULT (5), "lockedBy" varchar(120), "lockedUntil" datetime, "lastError" text, "finishedAt" datetime)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "idx_job_key" ON "job" ("key") `);
    await queryRunner.query(`CREATE INDEX "idx_job_due" ON "job" ("state", "runAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_job_due"`);
    await queryRunner.query(`DROP INDEX "idx_job_key"`);
    await queryRunner.query(`DROP TABLE "job"`);
  }
}

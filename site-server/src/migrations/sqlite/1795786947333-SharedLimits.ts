import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counters per (limiter, client) with their own window; the counts of the moment are not kept (issue 27, item 5). */
export class SharedLimits1795786947333 implements MigrationInterface {
  name = 'SharedLimits1795786947333';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_counter"`);
    await queryRunner.query(`CREATE TABLE "rate_limit_counter" ("limiter" varchar(40) NOT NULL, "client" varchar(100) NOT NULL, "hits" integer NOT NULL DEFAULT (0), "resetAt" bigint NOT NULL, "lastAt" bigint NOT NULL, PRIMARY KEY ("limiter", "client"))`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limit_counter_expiry" ON "rate_limit_counter" ("limiter", "resetAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_counter"`);
    await queryRunner.query(`CREATE TABLE "rate_limit_counter" ("limiter" varchar(40) NOT NULL, "client" varchar(100) NOT NULL, "windowStart" bigint NOT NULL, "hits" integer NOT NULL DEFAULT (0), PRIMARY KEY ("limiter", "client", "windowStart"))`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limit_counter_window" ON "rate_limit_counter" ("limiter", "windowStart") `);
  }
}

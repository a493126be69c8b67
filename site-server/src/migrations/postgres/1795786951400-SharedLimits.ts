import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counters per (limiter, client) with their own window; the counts of the moment are not kept (issue 27, item 5). */
export class SharedLimits1795786951400 implements MigrationInterface {
  name = 'SharedLimits1795786951400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_counter"`);
    await queryRunner.query(`CREATE TABLE "rate_limit_counter" ("limiter" character varying(40) NOT NULL, "client" character varying(100) NOT NULL, "hits" integer NOT NULL DEFAULT '0', "resetAt" bigint NOT NULL, "lastAt" bigint NOT NULL, CONSTRAINT "PK_37269d918999d1f014a3c3044a0" PRIMARY KEY ("limiter", "client"))`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limit_counter_expiry" ON "rate_limit_counter"  ("limiter", "resetAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_counter"`);
    await queryRunner.query(`CREATE TABLE "rate_limit_counter" ("limiter" character varying(40) NOT NULL, "client" character varying(100) NOT NULL, "windowStart" bigint NOT NULL, "hits" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_1d37baa9c12a1b5f672c7c11ead" PRIMARY KEY ("limiter", "client", "windowStart"))`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limit_counter_window" ON "rate_limit_counter"  ("limiter", "windowStart") `);
  }
}

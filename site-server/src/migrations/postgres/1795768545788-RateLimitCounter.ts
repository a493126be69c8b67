import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimitCounter1795768545788 implements MigrationInterface {
  name = 'RateLimitCounter1795768545788';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rate_limit_counter" ("limiter" character varying(40) NOT NULL, "client" character varying(100) NOT NULL, "windowStart" bigint NOT NULL, "hits" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_1d37baa9c12a1b5f672c7c11ead" PRIMARY KEY ("limiter", "client", "windowStart"))`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limit_counter_window" ON "rate_limit_counter"  ("limiter", "windowStart") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_rate_limit_counter_window"`);
    await queryRunner.query(`DROP TABLE "rate_limit_counter"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimitCounter1795768539229 implements MigrationInterface {
  name = 'RateLimitCounter1795768539229';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rate_limit_counter" ("limiter" varchar(40) NOT NULL, "client" varchar(100) NOT NULL, "windowStart" bigint NOT NULL, "hits" integer NOT NULL DEFAULT (0), PRIMARY KEY ("limiter", "client", "windowStart"))`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limit_counter_window" ON "rate_limit_counter" ("limiter", "windowStart") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_rate_limit_counter_window"`);
    await queryRunner.query(`DROP TABLE "rate_limit_counter"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 32: a link's lifetime, password, targeting and split; a click's variant and rule. Columns added in place (no table copy of link_click). */
export class LinkRules1795822600001 implements MigrationInterface {
  name = 'LinkRules1795822600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "startsAt" datetime`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "expiresAt" datetime`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "maxClicks" integer`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "fallbackUrl" varchar(2048)`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "passwordHash" varchar(255)`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "targeting" text`);
    await queryRunner.query(`ALTER TABLE "link_click" ADD COLUMN "variant" smallint`);
    await queryRunner.query(`ALTER TABLE "link_click" ADD COLUMN "rule" varchar(10)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "link_click" DROP COLUMN "rule"`);
    await queryRunner.query(`ALTER TABLE "link_click" DROP COLUMN "variant"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "targeting"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "passwordHash"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "fallbackUrl"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "maxClicks"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "expiresAt"`);
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "startsAt"`);
  }
}

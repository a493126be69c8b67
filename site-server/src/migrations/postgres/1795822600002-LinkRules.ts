import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 32: a link's lifetime, password, targeting and split; a click's variant and rule. */
export class LinkRules1795822600002 implements MigrationInterface {
  name = 'LinkRules1795822600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD "startsAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD "expiresAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD "maxClicks" integer`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD "fallbackUrl" character varying(2048)`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD "passwordHash" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD "targeting" text`);
    await queryRunner.query(`ALTER TABLE "link_click" ADD "variant" smallint`);
    await queryRunner.query(`ALTER TABLE "link_click" ADD "rule" character varying(10)`);
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

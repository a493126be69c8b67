import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PageNoindex1795633511513 implements MigrationInterface {
  name = 'PageNoindex1795633511513';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "website_page" ADD COLUMN "noindex" boolean NOT NULL DEFAULT (0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "website_page" DROP COLUMN "noindex"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PageNoindex1795633512697 implements MigrationInterface {
  name = 'PageNoindex1795633512697';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "website_page" ADD "noindex" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "website_page" DROP COLUMN "noindex"`);
  }
}

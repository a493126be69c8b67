import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserLanguage1795767215804 implements MigrationInterface {
  name = 'UserLanguage1795767215804';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "lang" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "lang" DROP DEFAULT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Users without a language of their own go back to English, the column's old default.
    await queryRunner.query(`UPDATE "user" SET "lang" = 'en_US' WHERE "lang" IS NULL`);
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "lang" SET DEFAULT 'en_US'`);
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "lang" SET NOT NULL`);
  }
}

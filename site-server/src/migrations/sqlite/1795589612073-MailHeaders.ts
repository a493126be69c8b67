import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A nullable column: SQLite adds it in place (the generator's table rebuild is not needed). */
export class MailHeaders1795589612073 implements MigrationInterface {
  name = 'MailHeaders1795589612073';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_mail" ADD COLUMN "headers" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_mail" DROP COLUMN "headers"`);
  }
}

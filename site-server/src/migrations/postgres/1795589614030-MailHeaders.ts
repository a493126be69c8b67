import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailHeaders1795589614030 implements MigrationInterface {
  name = 'MailHeaders1795589614030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_mail" ADD "headers" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_mail" DROP COLUMN "headers"`);
  }
}

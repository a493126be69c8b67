import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxRecipient1795810389640 implements MigrationInterface {
  name = 'OutboxRecipient1795810389640';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_mail" ADD "recipient" character varying(320)`);
    await queryRunner.query(`CREATE INDEX "idx_outbox_mail_recipient" ON "outbox_mail"  ("recipient", "state") `);
    // The mails already there: those to one bare address (a "Name <address>" one stays unknown).
    await queryRunner.query(
      `UPDATE "outbox_mail" SET "recipient" = LOWER(TRIM("to")) WHERE "to" NOT LIKE '%,%' AND "to" NOT LIKE '%<%' AND LENGTH("to") <= 320`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_outbox_mail_recipient"`);
    await queryRunner.query(`ALTER TABLE "outbox_mail" DROP COLUMN "recipient"`);
  }
}

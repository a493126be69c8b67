import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The recovery mail of a cart in the outbox: a mail the SMTP server refuses for good shows on its cart. */
export class CartRecoveryMail1795821900001 implements MigrationInterface {
  name = 'CartRecoveryMail1795821900001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart_recovery" ADD COLUMN "mailId" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_recovery_mail" ON "cart_recovery" ("mailId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_cart_recovery_mail"`);
    await queryRunner.query(`ALTER TABLE "cart_recovery" DROP COLUMN "mailId"`);
  }
}

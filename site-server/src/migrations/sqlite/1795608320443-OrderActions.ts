import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderActions1795608320443 implements MigrationInterface {
  name = 'OrderActions1795608320443';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sale_order_mail" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "outboxMailId" integer NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_98b50e7985aaf4140bdb86bc1b" ON "sale_order_mail" ("orderId") `);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD COLUMN "stockReserved" boolean NOT NULL DEFAULT (0)`);
    // Paid orders took their stock when they were paid.
    await queryRunner.query(`UPDATE "sale_order" SET "stockReserved" = 1 WHERE "state" IN ('sale', 'done')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "stockReserved"`);
    await queryRunner.query(`DROP INDEX "IDX_98b50e7985aaf4140bdb86bc1b"`);
    await queryRunner.query(`DROP TABLE "sale_order_mail"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderActions1795608321868 implements MigrationInterface {
  name = 'OrderActions1795608321868';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sale_order_mail" ("id" SERIAL NOT NULL, "orderId" integer NOT NULL, "outboxMailId" integer NOT NULL, CONSTRAINT "PK_1742a517ad1c821356715bdd67e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_98b50e7985aaf4140bdb86bc1b" ON "sale_order_mail"  ("orderId") `);
    await queryRunner.query(`ALTER TABLE "sale_order" ADD "stockReserved" boolean NOT NULL DEFAULT false`);
    // Paid orders took their stock when they were paid.
    await queryRunner.query(`UPDATE "sale_order" SET "stockReserved" = true WHERE "state" IN ('sale', 'done')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order" DROP COLUMN "stockReserved"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_98b50e7985aaf4140bdb86bc1b"`);
    await queryRunner.query(`DROP TABLE "sale_order_mail"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoices and the yearly counter of their numbers (each table made whole at once, with its keys). */
export class Invoices1795627041188 implements MigrationInterface {
  name = 'Invoices1795627041188';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "invoice" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(20) NOT NULL, "orderId" integer NOT NULL, "userId" integer, "customerName" varchar(200) NOT NULL, "billingAddress" text NOT NULL, "currency" varchar(3) NOT NULL DEFAULT ('USD'), "amountUntaxed" bigint NOT NULL DEFAULT (0), "amountTax" bigint NOT NULL DEFAULT (0), "amountTotal" bigint NOT NULL DEFAULT (0), "paymentState" varchar(10) NOT NULL DEFAULT ('not_paid'), "paymentReference" varchar(80) NOT NULL DEFAULT (''), "issuedAt" datetime NOT NULL, "accessToken" varchar(64) NOT NULL, CONSTRAINT "FK_f494ce6746b91e9ec9562af4857" FOREIGN KEY ("orderId") REFERENCES "sale_order" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE TABLE "invoice_sequence" ("year" integer PRIMARY KEY NOT NULL, "last" integer NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ffa8a79c331bb7b0df000fb6f" ON "invoice" ("name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f494ce6746b91e9ec9562af485" ON "invoice" ("orderId") `);
    await queryRunner.query(`CREATE INDEX "IDX_f8e849201da83b87f78c7497dd" ON "invoice" ("userId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoice_sequence"`);
    await queryRunner.query(`DROP TABLE "invoice"`);
  }
}

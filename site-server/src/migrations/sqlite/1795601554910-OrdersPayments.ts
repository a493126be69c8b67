import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersPayments1795601554910 implements MigrationInterface {
  name = 'OrdersPayments1795601554910';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sale_order" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(20) NOT NULL, "state" varchar(10) NOT NULL DEFAULT ('draft'), "customerId" integer NOT NULL, "cartId" integer, "userId" integer, "customerName" varchar(200) NOT NULL, "email" varchar(254) NOT NULL, "billingAddress" text NOT NULL, "shippingAddress" text NOT NULL, "currency" varchar(3) NOT NULL DEFAULT ('USD'), "amountUntaxed" bigint NOT NULL DEFAULT (0), "amountTax" bigint NOT NULL DEFAULT (0), "amountTotal" bigint NOT NULL DEFAULT (0), "amountUndiscounted" bigint NOT NULL DEFAULT (0), "accessToken" varchar(64) NOT NULL, "confirmedAt" datetime)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4251d82a154bdce4b6b6c957b" ON "sale_order" ("name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fa39233e3ff57f6c34903a497a" ON "sale_order" ("cartId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cf0f92c12624fe5aa37c693f31" ON "sale_order" ("accessToken") `);
    await queryRunner.query(`CREATE INDEX "IDX_6010e5415f839677ce798775e2" ON "sale_order" ("state", "created") `);
    await queryRunner.query(`CREATE TABLE "sale_order_line" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "orderId" integer NOT NULL, "sequence" integer NOT NULL, "productId" integer, "templateId" integer, "name" varchar(500) NOT NULL, "description" varchar(2000) NOT NULL DEFAULT (''), "unitPrice" bigint NOT NULL DEFAULT (0), "quantity" integer NOT NULL, "discount" integer NOT NULL DEFAULT (0), "subtotal" bigint NOT NULL DEFAULT (0), CONSTRAINT "FK_fe8d1c1cbee0a8343aca01eeec5" FOREIGN KEY ("orderId") REFERENCES "sale_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_fe8d1c1cbee0a8343aca01eeec" ON "sale_order_line" ("orderId") `);
    await queryRunner.query(`CREATE TABLE "payment_transaction" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(40) NOT NULL, "orderId" integer NOT NULL, "provider" varchar(20) NOT NULL, "state" varchar(12) NOT NULL DEFAULT ('draft'), "amount" bigint NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('USD'), "stateMessage" varchar(500) NOT NULL DEFAULT (''))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9f301932daece830ca10250d45" ON "payment_transaction" ("reference") `);
    await queryRunner.query(`CREATE INDEX "IDX_0e4863b06f3662e89dc914591b" ON "payment_transaction" ("orderId", "state") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_transaction"`);
    await queryRunner.query(`DROP TABLE "sale_order_line"`);
    await queryRunner.query(`DROP TABLE "sale_order"`);
  }
}

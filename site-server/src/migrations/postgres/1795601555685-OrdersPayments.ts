import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersPayments1795601555685 implements MigrationInterface {
  name = 'OrdersPayments1795601555685';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sale_order" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(20) NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'draft', "customerId" integer NOT NULL, "cartId" integer, "userId" integer, "customerName" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "billingAddress" text NOT NULL, "shippingAddress" text NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'USD', "amountUntaxed" bigint NOT NULL DEFAULT '0', "amountTax" bigint NOT NULL DEFAULT '0', "amountTotal" bigint NOT NULL DEFAULT '0', "amountUndiscounted" bigint NOT NULL DEFAULT '0', "accessToken" character varying(64) NOT NULL, "confirmedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6f16972488e48db5935eae6011f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4251d82a154bdce4b6b6c957b" ON "sale_order"  ("name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fa39233e3ff57f6c34903a497a" ON "sale_order"  ("cartId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cf0f92c12624fe5aa37c693f31" ON "sale_order"  ("accessToken") `);
    await queryRunner.query(`CREATE INDEX "IDX_6010e5415f839677ce798775e2" ON "sale_order"  ("state", "created") `);
    await queryRunner.query(`CREATE TABLE "sale_order_line" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "orderId" integer NOT NULL, "sequence" integer NOT NULL, "productId" integer, "templateId" integer, "name" character varying(500) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "unitPrice" bigint NOT NULL DEFAULT '0', "quantity" integer NOT NULL, "discount" integer NOT NULL DEFAULT '0', "subtotal" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_692517199d660758bd72a55489d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_fe8d1c1cbee0a8343aca01eeec" ON "sale_order_line"  ("orderId") `);
    await queryRunner.query(`CREATE TABLE "payment_transaction" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reference" character varying(40) NOT NULL, "orderId" integer NOT NULL, "provider" character varying(20) NOT NULL, "state" character varying(12) NOT NULL DEFAULT 'draft', "amount" bigint NOT NULL DEFAULT '0', "currency" character varying(3) NOT NULL DEFAULT 'USD', "stateMessage" character varying(500) NOT NULL DEFAULT '', CONSTRAINT "PK_82c3470854cf4642dfb0d7150cd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9f301932daece830ca10250d45" ON "payment_transaction"  ("reference") `);
    await queryRunner.query(`CREATE INDEX "IDX_0e4863b06f3662e89dc914591b" ON "payment_transaction"  ("orderId", "state") `);
    await queryRunner.query(`ALTER TABLE "sale_order_line" ADD CONSTRAINT "FK_fe8d1c1cbee0a8343aca01eeec5" FOREIGN KEY ("orderId") REFERENCES "sale_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sale_order_line" DROP CONSTRAINT "FK_fe8d1c1cbee0a8343aca01eeec5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0e4863b06f3662e89dc914591b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9f301932daece830ca10250d45"`);
    await queryRunner.query(`DROP TABLE "payment_transaction"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fe8d1c1cbee0a8343aca01eeec"`);
    await queryRunner.query(`DROP TABLE "sale_order_line"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6010e5415f839677ce798775e2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cf0f92c12624fe5aa37c693f31"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fa39233e3ff57f6c34903a497a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e4251d82a154bdce4b6b6c957b"`);
    await queryRunner.query(`DROP TABLE "sale_order"`);
  }
}

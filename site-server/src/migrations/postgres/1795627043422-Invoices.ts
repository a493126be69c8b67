import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Invoices1795627043422 implements MigrationInterface {
  name = 'Invoices1795627043422';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "invoice" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(20) NOT NULL, "orderId" integer NOT NULL, "userId" integer, "customerName" character varying(200) NOT NULL, "billingAddress" text NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'USD', "amountUntaxed" bigint NOT NULL DEFAULT '0', "amountTax" bigint NOT NULL DEFAULT '0', "amountTotal" bigint NOT NULL DEFAULT '0', "paymentState" character varying(10) NOT NULL DEFAULT 'not_paid', "paymentReference" character varying(80) NOT NULL DEFAULT '', "issuedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "accessToken" character varying(64) NOT NULL, CONSTRAINT "PK_15d25c200d9bcd8a33f698daf18" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ffa8a79c331bb7b0df000fb6f" ON "invoice"  ("name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f494ce6746b91e9ec9562af485" ON "invoice"  ("orderId") `);
    await queryRunner.query(`CREATE INDEX "IDX_f8e849201da83b87f78c7497dd" ON "invoice"  ("userId") `);
    await queryRunner.query(`CREATE TABLE "invoice_sequence" ("year" integer NOT NULL, "last" integer NOT NULL, CONSTRAINT "PK_226ec4fb35f345174de23b79b5d" PRIMARY KEY ("year"))`);
    await queryRunner.query(`ALTER TABLE "invoice" ADD CONSTRAINT "FK_f494ce6746b91e9ec9562af4857" FOREIGN KEY ("orderId") REFERENCES "sale_order"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice" DROP CONSTRAINT "FK_f494ce6746b91e9ec9562af4857"`);
    await queryRunner.query(`DROP TABLE "invoice_sequence"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f8e849201da83b87f78c7497dd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f494ce6746b91e9ec9562af485"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8ffa8a79c331bb7b0df000fb6f"`);
    await queryRunner.query(`DROP TABLE "invoice"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StripeAndTokens1795607956842 implements MigrationInterface {
  name = 'StripeAndTokens1795607956842';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_provider" ("code" character varying(20) NOT NULL, "enabled" boolean NOT NULL DEFAULT false, "sequence" integer NOT NULL DEFAULT '10', "publishableKey" character varying(300) NOT NULL DEFAULT '', "secretKey" character varying(300) NOT NULL DEFAULT '', "webhookSecret" character varying(300) NOT NULL DEFAULT '', "instructions" text NOT NULL DEFAULT '', "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_388503d2939dbdcb42ad70ac294" PRIMARY KEY ("code"))`);
    await queryRunner.query(`CREATE TABLE "payment_token" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "customerId" integer NOT NULL, "provider" character varying(20) NOT NULL, "providerReference" character varying(100) NOT NULL, "providerCustomer" character varying(100), "brand" character varying(20) NOT NULL DEFAULT '', "last4" character varying(4) NOT NULL DEFAULT '', "expMonth" integer NOT NULL DEFAULT '0', "expYear" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_dd7d291c180f33c6ed2b707c179" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_6d8078002e077d8fddcc3fe0e4" ON "payment_token"  ("customerId", "active") `);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "providerReference" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "clientSecret" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "operation" character varying(10) NOT NULL DEFAULT 'payment'`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "refundOf" integer`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "tokenId" integer`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "saveToken" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "IDX_6113ce647067fae75e3fb77e04" ON "payment_transaction"  ("providerReference") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_6113ce647067fae75e3fb77e04"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "saveToken"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "tokenId"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "refundOf"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "operation"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "clientSecret"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "providerReference"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6d8078002e077d8fddcc3fe0e4"`);
    await queryRunner.query(`DROP TABLE "payment_token"`);
    await queryRunner.query(`DROP TABLE "payment_provider"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CartRecovery1795798590328 implements MigrationInterface {
  name = 'CartRecovery1795798590328';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "cart_recovery" ("cartId" integer NOT NULL, "email" character varying(320) NOT NULL, "lang" character varying(8) NOT NULL, "lastActivityAt" TIMESTAMP WITH TIME ZONE NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'waiting', "reason" character varying(16), "value" bigint NOT NULL DEFAULT '0', "currency" character varying(3) NOT NULL DEFAULT 'USD', "sentAt" TIMESTAMP WITH TIME ZONE, "restoredAt" TIMESTAMP WITH TIME ZONE, "orderId" integer, "recoveredAmount" bigint, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4bd1d018213898855d126ee91df" PRIMARY KEY ("cartId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_59b53d9f77a25adcd1a4ff37a6" ON "cart_recovery"  ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_cart_recovery_due" ON "cart_recovery"  ("state", "lastActivityAt") `);
    await queryRunner.query(`CREATE TABLE "cart_recovery_contact" ("email" character varying(320) NOT NULL, "orderedAt" TIMESTAMP WITH TIME ZONE, "unsubscribedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_646d0cad8e583e5811a67da209d" PRIMARY KEY ("email"))`);
    await queryRunner.query(`CREATE TABLE "cart_recovery_settings" ("id" integer NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "delaySeconds" integer NOT NULL DEFAULT '3600', CONSTRAINT "PK_be690dbc8a0cc1f07cc6667ed14" PRIMARY KEY ("id"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cart_recovery_settings"`);
    await queryRunner.query(`DROP TABLE "cart_recovery_contact"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cart_recovery_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_59b53d9f77a25adcd1a4ff37a6"`);
    await queryRunner.query(`DROP TABLE "cart_recovery"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Pricelists1795622857997 implements MigrationInterface {
  name = 'Pricelists1795622857997';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "currency" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "code" character varying(3) NOT NULL DEFAULT 'USD', "rate" character varying(20) NOT NULL DEFAULT '1', "rounding" integer NOT NULL DEFAULT '1', "published" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_3cda65c731a6264f0e444cc9b91" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_723472e41cae44beb0763f4039" ON "currency"  ("code") `);
    await queryRunner.query(`CREATE TABLE "pricelist" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(80) NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'USD', "isDefault" boolean NOT NULL DEFAULT false, "selectable" boolean NOT NULL DEFAULT false, "countryCodes" text NOT NULL DEFAULT '[]', "code" character varying(40) NOT NULL DEFAULT '', "sequence" integer NOT NULL DEFAULT '10', "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_2ae09574182aa8ed4de3ae2009c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "pricelist_rule" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "pricelistId" integer NOT NULL, "scope" character varying(10) NOT NULL, "targetId" integer, "minQuantity" integer NOT NULL DEFAULT '1', "start" TIMESTAMP WITH TIME ZONE, "end" TIMESTAMP WITH TIME ZONE, "compute" character varying(10) NOT NULL, "fixedPrice" bigint NOT NULL DEFAULT '0', "discount" integer NOT NULL DEFAULT '0', "surcharge" bigint NOT NULL DEFAULT '0', "roundTo" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_5232e409a1a3bdad147d99dc997" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e7ea705947c01395aa0ecde8ec" ON "pricelist_rule"  ("pricelistId") `);
    await queryRunner.query(`CREATE TABLE "pricelist_account" ("pricelistId" integer NOT NULL, "userId" integer NOT NULL, CONSTRAINT "PK_40fcbaa7ce88af068316a70f2f0" PRIMARY KEY ("pricelistId", "userId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2380f2ba63f6fb7f9370517d09" ON "pricelist_account"  ("userId") `);
    await queryRunner.query(`ALTER TABLE "cart" ADD "pricelistId" integer`);
    await queryRunner.query(`ALTER TABLE "pricelist_rule" ADD CONSTRAINT "FK_e7ea705947c01395aa0ecde8ec9" FOREIGN KEY ("pricelistId") REFERENCES "pricelist"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pricelist_account" ADD CONSTRAINT "FK_54b844196aae5d3fddd81a9a894" FOREIGN KEY ("pricelistId") REFERENCES "pricelist"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "pricelist_account" ADD CONSTRAINT "FK_2380f2ba63f6fb7f9370517d09c" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pricelist_account" DROP CONSTRAINT "FK_2380f2ba63f6fb7f9370517d09c"`);
    await queryRunner.query(`ALTER TABLE "pricelist_account" DROP CONSTRAINT "FK_54b844196aae5d3fddd81a9a894"`);
    await queryRunner.query(`ALTER TABLE "pricelist_rule" DROP CONSTRAINT "FK_e7ea705947c01395aa0ecde8ec9"`);
    await queryRunner.query(`ALTER TABLE "cart" DROP COLUMN "pricelistId"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2380f2ba63f6fb7f9370517d09"`);
    await queryRunner.query(`DROP TABLE "pricelist_account"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e7ea705947c01395aa0ecde8ec"`);
    await queryRunner.query(`DROP TABLE "pricelist_rule"`);
    await queryRunner.query(`DROP TABLE "pricelist"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_723472e41cae44beb0763f4039"`);
    await queryRunner.query(`DROP TABLE "currency"`);
  }
}

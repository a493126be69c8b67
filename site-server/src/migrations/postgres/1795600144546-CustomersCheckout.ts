import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomersCheckout1795600144546 implements MigrationInterface {
  name = 'CustomersCheckout1795600144546';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "customer" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" integer, "name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(40) NOT NULL DEFAULT '', CONSTRAINT "PK_a7a13f4cacb744524e44dfdad32" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_516eadffef8869a9ad00b5e55b" ON "customer"  ("userId") WHERE "userId" IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "customer_address" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "customerId" integer NOT NULL, "kind" character varying(10) NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(40) NOT NULL DEFAULT '', "street" character varying(200) NOT NULL DEFAULT '', "street2" character varying(200) NOT NULL DEFAULT '', "city" character varying(100) NOT NULL DEFAULT '', "zip" character varying(20) NOT NULL DEFAULT '', "stateId" integer, "countryId" integer NOT NULL, CONSTRAINT "PK_23810fb397050d8ac37dae44ff6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a922d222c8ec065899b6bcd01b" ON "customer_address"  ("customerId", "kind") `);
    await queryRunner.query(`CREATE TABLE "checkout" ("cartId" integer NOT NULL, "customerId" integer NOT NULL, "billingAddressId" integer NOT NULL, "shippingAddressId" integer, "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eb4a75c8621684fef580d7eabc3" PRIMARY KEY ("cartId"))`);
    await queryRunner.query(`ALTER TABLE "customer_address" ADD CONSTRAINT "FK_af004ad3c5bf7e3096f5d40190f" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_address" DROP CONSTRAINT "FK_af004ad3c5bf7e3096f5d40190f"`);
    await queryRunner.query(`DROP TABLE "checkout"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a922d222c8ec065899b6bcd01b"`);
    await queryRunner.query(`DROP TABLE "customer_address"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_516eadffef8869a9ad00b5e55b"`);
    await queryRunner.query(`DROP TABLE "customer"`);
  }
}

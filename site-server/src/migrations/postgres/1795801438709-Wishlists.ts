import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Wishlists1795801438709 implements MigrationInterface {
  name = 'Wishlists1795801438709';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "stock_alert" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "productId" integer NOT NULL, "email" character varying(254) NOT NULL, "lang" character varying(8) NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'waiting', "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_stock_alert_product_email" UNIQUE ("productId", "email"), CONSTRAINT "PK_b03b162a0276f6e46528700cf86" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_stock_alert_product_state" ON "stock_alert"  ("productId", "state") `);
    await queryRunner.query(`CREATE TABLE "wishlist" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tokenHash" character varying(64), "userId" integer, CONSTRAINT "PK_620bff4a240d66c357b5d820eaa" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1092be5ea8bb62df422194591f" ON "wishlist"  ("tokenHash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f6eeb74a295e2aad03b76b0ba8" ON "wishlist"  ("userId") `);
    await queryRunner.query(`CREATE TABLE "wishlist_item" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "wishlistId" integer NOT NULL, "templateId" integer NOT NULL, "priceSeen" bigint NOT NULL DEFAULT '0', "availableSeen" boolean NOT NULL DEFAULT true, CONSTRAINT "UQ_wishlist_item_product" UNIQUE ("wishlistId", "templateId"), CONSTRAINT "PK_dc473007d691690801365193b72" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_957c6f16aae96b5fb08d3c47ac" ON "wishlist_item"  ("templateId") `);
    await queryRunner.query(`CREATE TABLE "wishlist_settings" ("id" integer NOT NULL, "notifyOwners" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_f3554d03cd22a9a0f5b8d5e5ab0" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "stock_alert" ADD CONSTRAINT "FK_e78e783eb6949513237a115591e" FOREIGN KEY ("productId") REFERENCES "product_product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wishlist" ADD CONSTRAINT "FK_f6eeb74a295e2aad03b76b0ba87" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wishlist_item" ADD CONSTRAINT "FK_921ac5bf6c7c3b94000f105a86d" FOREIGN KEY ("wishlistId") REFERENCES "wishlist"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wishlist_item" ADD CONSTRAINT "FK_957c6f16aae96b5fb08d3c47acf" FOREIGN KEY ("templateId") REFERENCES "product_template"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wishlist_item" DROP CONSTRAINT "FK_957c6f16aae96b5fb08d3c47acf"`);
    await queryRunner.query(`ALTER TABLE "wishlist_item" DROP CONSTRAINT "FK_921ac5bf6c7c3b94000f105a86d"`);
    await queryRunner.query(`ALTER TABLE "wishlist" DROP CONSTRAINT "FK_f6eeb74a295e2aad03b76b0ba87"`);
    await queryRunner.query(`ALTER TABLE "stock_alert" DROP CONSTRAINT "FK_e78e783eb6949513237a115591e"`);
    await queryRunner.query(`DROP TABLE "wishlist_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_957c6f16aae96b5fb08d3c47ac"`);
    await queryRunner.query(`DROP TABLE "wishlist_item"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f6eeb74a295e2aad03b76b0ba8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1092be5ea8bb62df422194591f"`);
    await queryRunner.query(`DROP TABLE "wishlist"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_stock_alert_product_state"`);
    await queryRunner.query(`DROP TABLE "stock_alert"`);
  }
}

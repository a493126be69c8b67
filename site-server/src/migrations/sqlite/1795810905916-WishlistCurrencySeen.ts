import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WishlistCurrencySeen1795810905916 implements MigrationInterface {
  name = 'WishlistCurrencySeen1795810905916';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_957c6f16aae96b5fb08d3c47ac"`);
    await queryRunner.query(`CREATE TABLE "temporary_wishlist_item" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "wishlistId" integer NOT NULL, "templateId" integer NOT NULL, "priceSeen" bigint NOT NULL DEFAULT (0), "availableSeen" boolean NOT NULL DEFAULT (1), "currencySeen" varchar(3), CONSTRAINT "UQ_wishlist_item_product" UNIQUE ("wishlistId", "templateId"), CONSTRAINT "FK_957c6f16aae96b5fb08d3c47acf" FOREIGN KEY ("templateId") REFERENCES "product_template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_921ac5bf6c7c3b94000f105a86d" FOREIGN KEY ("wishlistId") REFERENCES "wishlist" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_wishlist_item"("id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen") SELECT "id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen" FROM "wishlist_item"`);
    await queryRunner.query(`DROP TABLE "wishlist_item"`);
    await queryRunner.query(`ALTER TABLE "temporary_wishlist_item" RENAME TO "wishlist_item"`);
    await queryRunner.query(`CREATE INDEX "IDX_957c6f16aae96b5fb08d3c47ac" ON "wishlist_item" ("templateId") `);
    // Until now the price seen was the catalogue's, in the product's own currency.
    await queryRunner.query(
      `UPDATE "wishlist_item" SET "currencySeen" = (SELECT "t"."currency" FROM "product_template" "t" WHERE "t"."id" = "wishlist_item"."templateId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_957c6f16aae96b5fb08d3c47ac"`);
    await queryRunner.query(`ALTER TABLE "wishlist_item" RENAME TO "temporary_wishlist_item"`);
    await queryRunner.query(`CREATE TABLE "wishlist_item" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "wishlistId" integer NOT NULL, "templateId" integer NOT NULL, "priceSeen" bigint NOT NULL DEFAULT (0), "availableSeen" boolean NOT NULL DEFAULT (1), CONSTRAINT "UQ_wishlist_item_product" UNIQUE ("wishlistId", "templateId"), CONSTRAINT "FK_957c6f16aae96b5fb08d3c47acf" FOREIGN KEY ("templateId") REFERENCES "product_template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_921ac5bf6c7c3b94000f105a86d" FOREIGN KEY ("wishlistId") REFERENCES "wishlist" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "wishlist_item"("id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen") SELECT "id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen" FROM "temporary_wishlist_item"`);
    await queryRunner.query(`DROP TABLE "temporary_wishlist_item"`);
    await queryRunner.query(`CREATE INDEX "IDX_957c6f16aae96b5fb08d3c47ac" ON "wishlist_item" ("templateId") `);
  }
}

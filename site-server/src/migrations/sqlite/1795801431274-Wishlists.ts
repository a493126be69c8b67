import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Wishlists1795801431274 implements MigrationInterface {
  name = 'Wishlists1795801431274';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "stock_alert" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "productId" integer NOT NULL, "email" varchar(254) NOT NULL, "lang" varchar(8) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('waiting'), "sentAt" datetime, CONSTRAINT "UQ_stock_alert_product_email" UNIQUE ("productId", "email"))`);
    await queryRunner.query(`CREATE INDEX "IDX_stock_alert_product_state" ON "stock_alert" ("productId", "state") `);
    await queryRunner.query(`CREATE TABLE "wishlist" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64), "userId" integer)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1092be5ea8bb62df422194591f" ON "wishlist" ("tokenHash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f6eeb74a295e2aad03b76b0ba8" ON "wishlist" ("userId") `);
    await queryRunner.query(`CREATE TABLE "wishlist_item" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "wishlistId" integer NOT NULL, "templateId" integer NOT NULL, "priceSeen" bigint NOT NULL DEFAULT (0), "availableSeen" boolean NOT NULL DEFAULT (1), CONSTRAINT "UQ_wishlist_item_product" UNIQUE ("wishlistId", "templateId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_957c6f16aae96b5fb08d3c47ac" ON "wishlist_item" ("templateId") `);
    await queryRunner.query(`CREATE TABLE "wishlist_settings" ("id" integer PRIMARY KEY NOT NULL, "notifyOwners" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`DROP INDEX "IDX_stock_alert_product_state"`);
    await queryRunner.query(`CREATE TABLE "temporary_stock_alert" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "productId" integer NOT NULL, "email" varchar(254) NOT NULL, "lang" varchar(8) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('waiting'), "sentAt" datetime, CONSTRAINT "UQ_stock_alert_product_email" UNIQUE ("productId", "email"), CONSTRAINT "FK_e78e783eb6949513237a115591e" FOREIGN KEY ("productId") REFERENCES "product_product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_stock_alert"("id", "created", "updated", "productId", "email", "lang", "state", "sentAt") SELECT "id", "created", "updated", "productId", "email", "lang", "state", "sentAt" FROM "stock_alert"`);
    await queryRunner.query(`DROP TABLE "stock_alert"`);
    await queryRunner.query(`ALTER TABLE "temporary_stock_alert" RENAME TO "stock_alert"`);
    await queryRunner.query(`CREATE INDEX "IDX_stock_alert_product_state" ON "stock_alert" ("productId", "state") `);
    await queryRunner.query(`DROP INDEX "IDX_1092be5ea8bb62df422194591f"`);
    await queryRunner.query(`DROP INDEX "IDX_f6eeb74a295e2aad03b76b0ba8"`);
    await queryRunner.query(`CREATE TABLE "temporary_wishlist" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64), "userId" integer, CONSTRAINT "FK_f6eeb74a295e2aad03b76b0ba87" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_wishlist"("id", "created", "updated", "tokenHash", "userId") SELECT "id", "created", "updated", "tokenHash", "userId" FROM "wishlist"`);
    await queryRunner.query(`DROP TABLE "wishlist"`);
    await queryRunner.query(`ALTER TABLE "temporary_wishlist" RENAME TO "wishlist"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1092be5ea8bb62df422194591f" ON "wishlist" ("tokenHash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f6eeb74a295e2aad03b76b0ba8" ON "wishlist" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_957c6f16aae96b5fb08d3c47ac"`);
    await queryRunner.query(`CREATE TABLE "temporary_wishlist_item" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "wishlistId" integer NOT NULL, "templateId" integer NOT NULL, "priceSeen" bigint NOT NULL DEFAULT (0), "availableSeen" boolean NOT NULL DEFAULT (1), CONSTRAINT "UQ_wishlist_item_product" UNIQUE ("wishlistId", "templateId"), CONSTRAINT "FK_921ac5bf6c7c3b94000f105a86d" FOREIGN KEY ("wishlistId") REFERENCES "wishlist" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_957c6f16aae96b5fb08d3c47acf" FOREIGN KEY ("templateId") REFERENCES "product_template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_wishlist_item"("id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen") SELECT "id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen" FROM "wishlist_item"`);
    await queryRunner.query(`DROP TABLE "wishlist_item"`);
    await queryRunner.query(`ALTER TABLE "temporary_wishlist_item" RENAME TO "wishlist_item"`);
    await queryRunner.query(`CREATE INDEX "IDX_957c6f16aae96b5fb08d3c47ac" ON "wishlist_item" ("templateId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_957c6f16aae96b5fb08d3c47ac"`);
    await queryRunner.query(`ALTER TABLE "wishlist_item" RENAME TO "temporary_wishlist_item"`);
    await queryRunner.query(`CREATE TABLE "wishlist_item" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "wishlistId" integer NOT NULL, "templateId" integer NOT NULL, "priceSeen" bigint NOT NULL DEFAULT (0), "availableSeen" boolean NOT NULL DEFAULT (1), CONSTRAINT "UQ_wishlist_item_product" UNIQUE ("wishlistId", "templateId"))`);
    await queryRunner.query(`INSERT INTO "wishlist_item"("id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen") SELECT "id", "created", "updated", "wishlistId", "templateId", "priceSeen", "availableSeen" FROM "temporary_wishlist_item"`);
    await queryRunner.query(`DROP TABLE "temporary_wishlist_item"`);
    await queryRunner.query(`CREATE INDEX "IDX_957c6f16aae96b5fb08d3c47ac" ON "wishlist_item" ("templateId") `);
    await queryRunner.query(`DROP INDEX "IDX_f6eeb74a295e2aad03b76b0ba8"`);
    await queryRunner.query(`DROP INDEX "IDX_1092be5ea8bb62df422194591f"`);
    await queryRunner.query(`ALTER TABLE "wishlist" RENAME TO "temporary_wishlist"`);
    await queryRunner.query(`CREATE TABLE "wishlist" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64), "userId" integer)`);
    await queryRunner.query(`INSERT INTO "wishlist"("id", "created", "updated", "tokenHash", "userId") SELECT "id", "created", "updated", "tokenHash", "userId" FROM "temporary_wishlist"`);
    await queryRunner.query(`DROP TABLE "temporary_wishlist"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f6eeb74a295e2aad03b76b0ba8" ON "wishlist" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1092be5ea8bb62df422194591f" ON "wishlist" ("tokenHash") `);
    await queryRunner.query(`DROP INDEX "IDX_stock_alert_product_state"`);
    await queryRunner.query(`ALTER TABLE "stock_alert" RENAME TO "temporary_stock_alert"`);
    await queryRunner.query(`CREATE TABLE "stock_alert" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "productId" integer NOT NULL, "email" varchar(254) NOT NULL, "lang" varchar(8) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('waiting'), "sentAt" datetime, CONSTRAINT "UQ_stock_alert_product_email" UNIQUE ("productId", "email"))`);
    await queryRunner.query(`INSERT INTO "stock_alert"("id", "created", "updated", "productId", "email", "lang", "state", "sentAt") SELECT "id", "created", "updated", "productId", "email", "lang", "state", "sentAt" FROM "temporary_stock_alert"`);
    await queryRunner.query(`DROP TABLE "temporary_stock_alert"`);
    await queryRunner.query(`CREATE INDEX "IDX_stock_alert_product_state" ON "stock_alert" ("productId", "state") `);
    await queryRunner.query(`DROP TABLE "wishlist_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_957c6f16aae96b5fb08d3c47ac"`);
    await queryRunner.query(`DROP TABLE "wishlist_item"`);
    await queryRunner.query(`DROP INDEX "IDX_f6eeb74a295e2aad03b76b0ba8"`);
    await queryRunner.query(`DROP INDEX "IDX_1092be5ea8bb62df422194591f"`);
    await queryRunner.query(`DROP TABLE "wishlist"`);
    await queryRunner.query(`DROP INDEX "IDX_stock_alert_product_state"`);
    await queryRunner.query(`DROP TABLE "stock_alert"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CartAndAnalytics1795316185131 implements MigrationInterface {
  name = 'CartAndAnalytics1795316185131';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "analytics_event" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(32) NOT NULL, "path" varchar(200) NOT NULL, "recordId" integer, "detail" varchar(40), "visitorHash" varchar(64) NOT NULL, "created" datetime NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_analytics_event_kind_created" ON "analytics_event" ("kind", "created") `);
    await queryRunner.query(`CREATE TABLE "cart" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64), "userId" integer, "currency" varchar(3) NOT NULL DEFAULT ('USD'), "state" varchar(16) NOT NULL DEFAULT ('draft'))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_05168a2639f52d7556826acf2f" ON "cart" ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_cart_user_state" ON "cart" ("userId", "state") `);
    await queryRunner.query(`CREATE TABLE "cart_line" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "cartId" integer NOT NULL, "productId" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" bigint NOT NULL DEFAULT (0), "customValues" text NOT NULL DEFAULT ('[]'), "noVariantValues" text NOT NULL DEFAULT ('[]'), "valuesKey" varchar(1000) NOT NULL DEFAULT (''), "parentLineId" integer)`);
    await queryRunner.query(`CREATE INDEX "IDX_e4ebe82255b564027ae01acd23" ON "cart_line" ("cartId") `);
    await queryRunner.query(`CREATE INDEX "IDX_bba9f61cbfb50ffc82ede13212" ON "cart_line" ("productId") `);
    await queryRunner.query(`DROP INDEX "IDX_05168a2639f52d7556826acf2f"`);
    await queryRunner.query(`DROP INDEX "IDX_cart_user_state"`);
    await queryRunner.query(`CREATE TABLE "temporary_cart" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64), "userId" integer, "currency" varchar(3) NOT NULL DEFAULT ('USD'), "state" varchar(16) NOT NULL DEFAULT ('draft'), CONSTRAINT "FK_756f53ab9466eb52a52619ee019" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_cart"("id", "created", "updated", "tokenHash", "userId", "currency", "state") SELECT "id", "created", "updated", "tokenHash", "userId", "currency", "state" FROM "cart"`);
    await queryRunner.query(`DROP TABLE "cart"`);
    await queryRunner.query(`ALTER TABLE "temporary_cart" RENAME TO "cart"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_05168a2639f52d7556826acf2f" ON "cart" ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_cart_user_state" ON "cart" ("userId", "state") `);
    await queryRunner.query(`DROP INDEX "IDX_e4ebe82255b564027ae01acd23"`);
    await queryRunner.query(`DROP INDEX "IDX_bba9f61cbfb50ffc82ede13212"`);
    await queryRunner.query(`CREATE TABLE "temporary_cart_line" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "cartId" integer NOT NULL, "productId" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" bigint NOT NULL DEFAULT (0), "customValues" text NOT NULL DEFAULT ('[]'), "noVariantValues" text NOT NULL DEFAULT ('[]'), "valuesKey" varchar(1000) NOT NULL DEFAULT (''), "parentLineId" integer, CONSTRAINT "FK_e4ebe82255b564027ae01acd239" FOREIGN KEY ("cartId") REFERENCES "cart" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_bba9f61cbfb50ffc82ede132127" FOREIGN KEY ("productId") REFERENCES "product_product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e8c93238fb8e0e84da95a506b5a" FOREIGN KEY ("parentLineId") REFERENCES "cart_line" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_cart_line"("id", "created", "updated", "cartId", "productId", "quantity", "unitPrice", "customValues", "noVariantValues", "valuesKey", "parentLineId") SELECT "id", "created", "updated", "cartId", "productId", "quantity", "unitPrice", "customValues", "noVariantValues", "valuesKey", "parentLineId" FROM "cart_line"`);
    await queryRunner.query(`DROP TABLE "cart_line"`);
    await queryRunner.query(`ALTER TABLE "temporary_cart_line" RENAME TO "cart_line"`);
    await queryRunner.query(`CREATE INDEX "IDX_e4ebe82255b564027ae01acd23" ON "cart_line" ("cartId") `);
    await queryRunner.query(`CREATE INDEX "IDX_bba9f61cbfb50ffc82ede13212" ON "cart_line" ("productId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bba9f61cbfb50ffc82ede13212"`);
    await queryRunner.query(`DROP INDEX "IDX_e4ebe82255b564027ae01acd23"`);
    await queryRunner.query(`ALTER TABLE "cart_line" RENAME TO "temporary_cart_line"`);
    await queryRunner.query(`CREATE TABLE "cart_line" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "cartId" integer NOT NULL, "productId" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" bigint NOT NULL DEFAULT (0), "customValues" text NOT NULL DEFAULT ('[]'), "noVariantValues" text NOT NULL DEFAULT ('[]'), "valuesKey" varchar(1000) NOT NULL DEFAULT (''), "parentLineId" integer)`);
    await queryRunner.query(`INSERT INTO "cart_line"("id", "created", "updated", "cartId", "productId", "quantity", "unitPrice", "customValues", "noVariantValues", "valuesKey", "parentLineId") SELECT "id", "created", "updated", "cartId", "productId", "quantity", "unitPrice", "customValues", "noVariantValues", "valuesKey", "parentLineId" FROM "temporary_cart_line"`);
    await queryRunner.query(`DROP TABLE "temporary_cart_line"`);
    await queryRunner.query(`CREATE INDEX "IDX_bba9f61cbfb50ffc82ede13212" ON "cart_line" ("productId") `);
    await queryRunner.query(`CREATE INDEX "IDX_e4ebe82255b564027ae01acd23" ON "cart_line" ("cartId") `);
    await queryRunner.query(`DROP INDEX "IDX_cart_user_state"`);
    await queryRunner.query(`DROP INDEX "IDX_05168a2639f52d7556826acf2f"`);
    await queryRunner.query(`ALTER TABLE "cart" RENAME TO "temporary_cart"`);
    await queryRunner.query(`CREATE TABLE "cart" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "tokenHash" varchar(64), "userId" integer, "currency" varchar(3) NOT NULL DEFAULT ('USD'), "state" varchar(16) NOT NULL DEFAULT ('draft'))`);
    await queryRunner.query(`INSERT INTO "cart"("id", "created", "updated", "tokenHash", "userId", "currency", "state") SELECT "id", "created", "updated", "tokenHash", "userId", "currency", "state" FROM "temporary_cart"`);
    await queryRunner.query(`DROP TABLE "temporary_cart"`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_user_state" ON "cart" ("userId", "state") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_05168a2639f52d7556826acf2f" ON "cart" ("tokenHash") `);
    await queryRunner.query(`DROP INDEX "IDX_bba9f61cbfb50ffc82ede13212"`);
    await queryRunner.query(`DROP INDEX "IDX_e4ebe82255b564027ae01acd23"`);
    await queryRunner.query(`DROP TABLE "cart_line"`);
    await queryRunner.query(`DROP INDEX "IDX_cart_user_state"`);
    await queryRunner.query(`DROP INDEX "IDX_05168a2639f52d7556826acf2f"`);
    await queryRunner.query(`DROP TABLE "cart"`);
    await queryRunner.query(`DROP INDEX "IDX_analytics_event_kind_created"`);
    await queryRunner.query(`DROP TABLE "analytics_event"`);
  }
}

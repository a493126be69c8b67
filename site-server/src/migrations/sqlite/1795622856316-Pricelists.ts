import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Price lists, their rules and accounts, currencies; the cart's price list (a column added, no rebuild). */
export class Pricelists1795622856316 implements MigrationInterface {
  name = 'Pricelists1795622856316';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "currency" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(3) NOT NULL DEFAULT ('USD'), "rate" varchar(20) NOT NULL DEFAULT ('1'), "rounding" integer NOT NULL DEFAULT (1), "published" boolean NOT NULL DEFAULT (1))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_723472e41cae44beb0763f4039" ON "currency" ("code") `);
    await queryRunner.query(`CREATE TABLE "pricelist" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(80) NOT NULL, "currency" varchar(3) NOT NULL DEFAULT ('USD'), "isDefault" boolean NOT NULL DEFAULT (0), "selectable" boolean NOT NULL DEFAULT (0), "countryCodes" text NOT NULL DEFAULT ('[]'), "code" varchar(40) NOT NULL DEFAULT (''), "sequence" integer NOT NULL DEFAULT (10), "active" boolean NOT NULL DEFAULT (1))`);
    await queryRunner.query(`CREATE TABLE "pricelist_rule" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "pricelistId" integer NOT NULL, "scope" varchar(10) NOT NULL, "targetId" integer, "minQuantity" integer NOT NULL DEFAULT (1), "start" datetime, "end" datetime, "compute" varchar(10) NOT NULL, "fixedPrice" bigint NOT NULL DEFAULT (0), "discount" integer NOT NULL DEFAULT (0), "surcharge" bigint NOT NULL DEFAULT (0), "roundTo" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_e7ea705947c01395aa0ecde8ec9" FOREIGN KEY ("pricelistId") REFERENCES "pricelist" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_e7ea705947c01395aa0ecde8ec" ON "pricelist_rule" ("pricelistId") `);
    await queryRunner.query(`CREATE TABLE "pricelist_account" ("pricelistId" integer NOT NULL, "userId" integer NOT NULL, CONSTRAINT "FK_54b844196aae5d3fddd81a9a894" FOREIGN KEY ("pricelistId") REFERENCES "pricelist" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_2380f2ba63f6fb7f9370517d09c" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("pricelistId", "userId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2380f2ba63f6fb7f9370517d09" ON "pricelist_account" ("userId") `);
    await queryRunner.query(`ALTER TABLE "cart" ADD COLUMN "pricelistId" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart" DROP COLUMN "pricelistId"`);
    await queryRunner.query(`DROP INDEX "IDX_2380f2ba63f6fb7f9370517d09"`);
    await queryRunner.query(`DROP TABLE "pricelist_account"`);
    await queryRunner.query(`DROP INDEX "IDX_e7ea705947c01395aa0ecde8ec"`);
    await queryRunner.query(`DROP TABLE "pricelist_rule"`);
    await queryRunner.query(`DROP TABLE "pricelist"`);
    await queryRunner.query(`DROP INDEX "IDX_723472e41cae44beb0763f4039"`);
    await queryRunner.query(`DROP TABLE "currency"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WishlistCurrencySeen1795810913029 implements MigrationInterface {
  name = 'WishlistCurrencySeen1795810913029';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wishlist_item" ADD "currencySeen" character varying(3)`);
    // Until now the price seen was the catalogue's, in the product's own currency.
    await queryRunner.query(
      `UPDATE "wishlist_item" SET "currencySeen" = (SELECT "t"."currency" FROM "product_template" "t" WHERE "t"."id" = "wishlist_item"."templateId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wishlist_item" DROP COLUMN "currencySeen"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductRatingSort1795812114863 implements MigrationInterface {
  name = 'ProductRatingSort1795812114863';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_template" ADD "ratingAverage" real NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "product_template" ADD "ratingCount" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE INDEX "IDX_product_template_by_rating" ON "product_template"  ("published", "active", "ratingAverage", "ratingCount") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_product_template_by_rating"`);
    await queryRunner.query(`ALTER TABLE "product_template" DROP COLUMN "ratingCount"`);
    await queryRunner.query(`ALTER TABLE "product_template" DROP COLUMN "ratingAverage"`);
  }
}

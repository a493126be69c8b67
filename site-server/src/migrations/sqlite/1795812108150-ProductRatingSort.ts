import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The listing's "rating" sort (issue 29, item 9): each product's published reviews' average and count,
 * kept by the reviews feature. Written by hand as ADD COLUMNs: the generator's table rebuild would drop
 * the full-text index's triggers on product_template.
 */
export class ProductRatingSort1795812108150 implements MigrationInterface {
  name = 'ProductRatingSort1795812108150';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_template" ADD COLUMN "ratingAverage" real NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "product_template" ADD COLUMN "ratingCount" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_product_template_by_rating" ON "product_template" ("published", "active", "ratingAverage", "ratingCount") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_product_template_by_rating"`);
    await queryRunner.query(`ALTER TABLE "product_template" DROP COLUMN "ratingCount"`);
    await queryRunner.query(`ALTER TABLE "product_template" DROP COLUMN "ratingAverage"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's full-text index: a GIN index on the 'simple' tsvector of product_template.search_text
 * (already lowercased and without accents, see search-text.ts). The entity declares it with
 * synchronize: false so generated migrations leave it alone.
 */
export class CatalogSearch1795316145589 implements MigrationInterface {
  name = 'CatalogSearch1795316145589';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_product_template_search" ON "product_template" USING GIN (to_tsvector('simple', "searchText"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_product_template_search"`);
  }
}

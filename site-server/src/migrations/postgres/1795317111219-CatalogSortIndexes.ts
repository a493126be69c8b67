import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogSortIndexes1795317111219 implements MigrationInterface {
  name = 'CatalogSortIndexes1795317111219';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_product_template_by_created" ON "product_template"  ("published", "active", "created") `);
    await queryRunner.query(`CREATE INDEX "IDX_product_template_by_name" ON "product_template"  ("published", "active", "sortName") `);
    await queryRunner.query(`CREATE INDEX "IDX_product_template_by_price" ON "product_template"  ("published", "active", "price") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_product_template_by_price"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_template_by_name"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_template_by_created"`);
  }
}

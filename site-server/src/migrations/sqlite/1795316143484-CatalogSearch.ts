import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's full-text index: an FTS5 table over product_template."searchText" (external content,
 * accents removed by the tokenizer, prefix indexes for 2 and 3 letters), kept in step by triggers.
 */
export class CatalogSearch1795316143484 implements MigrationInterface {
  name = 'CatalogSearch1795316143484';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "product_template_fts" USING fts5(searchText, content='product_template', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "product_template_fts_insert" AFTER INSERT ON "product_template" BEGIN INSERT INTO "product_template_fts"(rowid, "searchText") VALUES (new.id, new."searchText"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "product_template_fts_delete" AFTER DELETE ON "product_template" BEGIN INSERT INTO "product_template_fts"("product_template_fts", rowid, "searchText") VALUES ('delete', old.id, old."searchText"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "product_template_fts_update" AFTER UPDATE OF "searchText" ON "product_template" BEGIN INSERT INTO "product_template_fts"("product_template_fts", rowid, "searchText") VALUES ('delete', old.id, old."searchText"); INSERT INTO "product_template_fts"(rowid, "searchText") VALUES (new.id, new."searchText"); END`,
    );
    await queryRunner.query(`INSERT INTO "product_template_fts"("product_template_fts") VALUES ('rebuild')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "product_template_fts_update"`);
    await queryRunner.query(`DROP TRIGGER "product_template_fts_delete"`);
    await queryRunner.query(`DROP TRIGGER "product_template_fts_insert"`);
    await queryRunner.query(`DROP TABLE "product_template_fts"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CatalogSearch1795316143484 } from './1795316143484-CatalogSearch';

const fts = '"product_template_fts"';

/**
 * The index's rowid of a template, as this migration writes it (its own copy: a migration is history,
 * the live code may change; catalog/search-text.ts ftsFeaturedKeySql reads the same key, and a change
 * there needs a migration of its own): published first (unpublished from 2^61), then sequence
 * (+2^28, clamped to 29 bits) × 2^32, then 2^32 − 1 − id. `alias` is a product_template row.
 */
const ftsFeaturedKeySql = (alias: string) =>
  `(CASE WHEN ${alias}."published" = 1 THEN 0 ELSE 2305843009213693952 END` +
  ` + max(0, min(536870911, ${alias}."sequence" + 268435456)) * 4294967296 + (4294967295 - ${alias}."id"))`;
/** Index rows of the templates `where` lets through: rowid = featured key, text, tags. */
const indexRowsWhere = (where: string) =>
  `SELECT ${ftsFeaturedKeySql('t')}, "t"."searchText",
     coalesce((SELECT group_concat('c' || "categoryId", ' ') FROM "product_template_public_category" WHERE "templateId" = "t"."id"), '')
     || ' ' ||
     coalesce((SELECT group_concat('v' || "attributeValueId", ' ') FROM "product_template_attribute_value" WHERE "templateId" = "t"."id"), '')
   FROM "product_template" "t" WHERE ${where}`;
/** The index row of template `id` (an SQL expression) if it is active. */
const indexRowOf = (id: string) => indexRowsWhere(`"t"."id" = ${id} AND "t"."active" = 1`);
/** Drops the index row of template `id` (by its current key) and writes it again. */
const reindex = (id: string) =>
  `DELETE FROM ${fts} WHERE rowid = (SELECT ${ftsFeaturedKeySql('t')} FROM "product_template" "t" WHERE "t"."id" = ${id});
   INSERT INTO ${fts}(rowid, "searchText", "tags") ${indexRowOf(id)};`;

/**
 * The shop's search index, rebuilt so a listing is answered by FTS5 alone (catalog.service.ts,
 * findPageFts): a contentless FTS5 table whose rowid is the featured sort key (published first,
 * then sequence, then id descending: search-text.ts ftsFeaturedKeySql) and whose `tags` column
 * holds the template's categories ("c12") and attribute values ("v7"). Only active templates are
 * in it. Prefix indexes up to 6 letters let most words be one doclist, not a merge of every word
 * they begin. Triggers on product_template and on its category and attribute-value tables keep it in
 * step. A later migration that rebuilds product_template (TypeORM's temporary_ table copy) drops
 * these triggers and must create them again (`catalogSearchTriggers` below).
 */
export const catalogSearchTriggers = [
  `CREATE TRIGGER "product_template_fts_insert" AFTER INSERT ON "product_template" BEGIN
     INSERT INTO ${fts}(rowid, "searchText", "tags") ${indexRowOf('new."id"')}; END`,
  `CREATE TRIGGER "product_template_fts_update" AFTER UPDATE OF "searchText", "sequence", "published", "active" ON "product_template" BEGIN
     DELETE FROM ${fts} WHERE rowid = ${ftsFeaturedKeySql('old')};
     INSERT INTO ${fts}(rowid, "searchText", "tags") ${indexRowOf('new."id"')}; END`,
  `CREATE TRIGGER "product_template_fts_delete" AFTER DELETE ON "product_template" BEGIN
     DELETE FROM ${fts} WHERE rowid = ${ftsFeaturedKeySql('old')}; END`,
  `CREATE TRIGGER "product_template_fts_category_insert" AFTER INSERT ON "product_template_public_category" BEGIN
     ${reindex('new."templateId"')} END`,
  `CREATE TRIGGER "product_template_fts_category_delete" AFTER DELETE ON "product_template_public_category" BEGIN
     ${reindex('old."templateId"')} END`,
  `CREATE TRIGGER "product_template_fts_value_insert" AFTER INSERT ON "product_template_attribute_value" BEGIN
     ${reindex('new."templateId"')} END`,
  `CREATE TRIGGER "product_template_fts_value_delete" AFTER DELETE ON "product_template_attribute_value" BEGIN
     ${reindex('old."templateId"')} END`,
  `CREATE TRIGGER "product_template_fts_value_update" AFTER UPDATE OF "templateId", "attributeValueId" ON "product_template_attribute_value" BEGIN
     ${reindex('old."templateId"')} ${reindex('new."templateId"')} END`,
];
const triggerNames = catalogSearchTriggers.map((sql) => /CREATE TRIGGER "([^"]+)"/.exec(sql)![1]!);

export class CatalogSearchFeatured1795317106971 implements MigrationInterface {
  name = 'CatalogSearchFeatured1795317106971';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['insert', 'update', 'delete'])
      await queryRunner.query(`DROP TRIGGER IF EXISTS "product_template_fts_${name}"`);
    await queryRunner.query(`DROP TABLE IF EXISTS ${fts}`);
    await queryRunner.query(
      `CREATE VIRTUAL TABLE ${fts} USING fts5("searchText", "tags", content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6')`,
    );
    for (const sql of catalogSearchTriggers) await queryRunner.query(sql);
    await queryRunner.query(
      `INSERT INTO ${fts}(rowid, "searchText", "tags") ${indexRowsWhere('"t"."active" = 1')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of triggerNames) await queryRunner.query(`DROP TRIGGER IF EXISTS "${name}"`);
    await queryRunner.query(`DROP TABLE ${fts}`);
    await new CatalogSearch1795316143484().up(queryRunner);
  }
}

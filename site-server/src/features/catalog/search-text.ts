import { foldAccents } from '../../../../shared/slug';
import type { Translated } from '../../core/db/columns';

/** Lowercase, without accents: "Chaise Élégante" → "chaise elegante" (what the search index holds). */
export const foldForSearch = foldAccents;

/**
 * The text a template is found by: its name and description in every language, and its variants'
 * internal references. Kept in `product_template.search_text`, which the full-text index covers.
 */
export function templateSearchText(name: Translated, description: Translated, codes: string[] = []): string {
  const parts = new Set<string>();
  for (const value of Object.values(name)) if (value) parts.add(value);
  for (const value of Object.values(description)) if (value) parts.add(value.slice(0, 2000));
  for (const code of codes) if (code) parts.add(code);
  return foldForSearch([...parts].join(' ')).slice(0, 8000);
}

/**
 * A search box's text as words for the index: folded, split on anything that is not a letter or a
 * digit, at most 8 words of at most 40 characters. Each word matches as a prefix.
 */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => word.slice(0, 40));
}

/** FTS5 MATCH expression: every word as a quoted prefix ("desk"* AND "oak"*). */
export const fts5Query = (words: string[]) => words.map((word) => `"${word}"*`).join(' AND ');

/**
 * FTS5 MATCH expression of a shop listing (SQLite): the words in the `searchText` column, and the
 * filters as tags of the `tags` column ("c12": in category 12; "v7": offers attribute value 7). Any
 * category of the list; per group, any value of the group (one group per attribute). Empty: no filter.
 */
export function fts5ListingQuery(
  words: string[],
  categoryIds: number[] | null,
  valueGroups: number[][],
): string {
  const parts: string[] = [];
  if (words.length > 0) parts.push(`searchText : (${fts5Query(words)})`);
  if (categoryIds) parts.push(`tags : (${categoryIds.map((id) => `c${id}`).join(' OR ')})`);
  for (const group of valueGroups) parts.push(`tags : (${group.map((id) => `v${id}`).join(' OR ')})`);
  return parts.join(' AND ');
}

/**
 * The SQLite index's rowid of a template, so that FTS5's native rowid order is the shop's featured
 * order: unpublished after published, then sequence ascending, then id descending. In SQL, `alias` is
 * a product_template row (or a trigger's old/new). The index and its triggers are the migration
 * CatalogSearchFeatured's, which keeps its own copy of this key (a migration is history): changing the
 * key here takes a migration that rebuilds the index with the new one.
 */
export const FTS_UNPUBLISHED_FROM = '2305843009213693952'; // 2^61, as SQL
export const ftsFeaturedKeySql = (alias: string) =>
  `(CASE WHEN ${alias}."published" = 1 THEN 0 ELSE ${FTS_UNPUBLISHED_FROM} END` +
  ` + max(0, min(536870911, ${alias}."sequence" + 268435456)) * 4294967296 + (4294967295 - ${alias}."id"))`;
/** The template id of an index rowid (its low 32 bits hold 4294967295 - id). */
export const ftsTemplateIdSql = (rowid: string) => `(4294967295 - (${rowid} & 4294967295))`;

/** PostgreSQL to_tsquery text: every word as a prefix (desk:* & oak:*). */
export const tsQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');

import {
  CatalogContext,
  shopTemplatesSql,
  ShopTemplateRow,
  shopTemplateOf,
  inDialect,
  canSeeUnpublished,
  CatalogReads,
} from './catalog-reads';
import { type EntityManager } from 'typeorm';
import type { ShopListQuery, ShopListView, ShopSort } from '../../../../shared/catalog/contract';
import { shopSorts } from '../../../../shared/catalog/contract';
import { ProductTemplate } from './product-template.entity';
import { attributeFilters, categoryTree } from './listing-filters';
import { priceFilterOf } from './price-filter';
import { listedPrices } from './catalog-pricing';
import { integersSql, ListingPrices, priceConditionSql, type PriceCondition } from './listing-prices';
import {
  FTS_UNPUBLISHED_FROM,
  fts5ListingQuery,
  ftsTemplateIdSql,
  searchWords,
  tsQuery,
} from './search-text';

export const SHOP_PAGE_SIZE = 20;

/** Up to this many matches a sorted search reads and sorts them; above, it walks the sort's index. */
const FEW_MATCHES = 2_000;

/** What a listing lets through: every search word (as a prefix), any of the categories, per group any value. */
interface ListingFilter {
  words: string[];
  publishedOnly: boolean;
  /** null: any category; []: an unknown category (nothing). */
  categoryIds: number[] | null;
  /** product.attribute.value ids, one group per attribute. */
  valueGroups: number[][];
  /** The visitor's price range, as catalogue prices and products (listing-prices.ts); null: any price. */
  price: PriceCondition | null;
}

/** The order of each sort (columns of product_template); ties newest first. Featured as the FTS rowid. */
const sortColumns: Record<ShopSort, Array<[keyof ProductTemplate, 'ASC' | 'DESC']>> = {
  featured: [
    ['published', 'DESC'],
    ['sequence', 'ASC'],
    ['id', 'DESC'],
  ],
  newest: [
    ['created', 'DESC'],
    ['id', 'DESC'],
  ],
  name: [
    ['sortName', 'ASC'],
    ['id', 'DESC'],
  ],
  price_asc: [
    ['price', 'ASC'],
    ['id', 'DESC'],
  ],
  price_desc: [
    ['price', 'DESC'],
    ['id', 'DESC'],
  ],
  rating: [
    ['ratingAverage', 'DESC'],
    ['ratingCount', 'DESC'],
    ['id', 'DESC'],
  ],
};
const orderBySql = (sort: ShopSort) =>
  sortColumns[sort].map(([column, direction]) => `"t"."${column}" ${direction}`).join(', ');
/** The index each sort walks (product-template.entity.ts). */
const sortIndex: Record<ShopSort, string> = {
  featured: 'IDX_product_template_listing',
  newest: 'IDX_product_template_by_created',
  name: 'IDX_product_template_by_name',
  price_asc: 'IDX_product_template_by_price',
  price_desc: 'IDX_product_template_by_price',
  rating: 'IDX_product_template_by_rating',
};

/** The /shop listing (SPEC §2): search, category tree, attribute filters, sorts and pages, in SQL. */
export class ShopListing {
  constructor(private readonly reads: CatalogReads) {}

  // ----- Search and listing ------------------------------------------------------------------------

  /**
   * One page of template ids in the order of `sort`, and how many templates the filter lets through.
   *
   * On SQLite a shopper's listing is answered by the FTS5 index (migration CatalogSearchFeatured):
   * its rowid is the featured sort key (published ones below 2^61) and its `tags` column holds
   * categories and attribute values, so the exact count is FTS5 counting a doclist and the featured
   * page is the first rowids of the match, both without reading product_template. The other sorts
   * read and sort the matching rows when there are few, or walk the sort's index (published,
   * active, key) and stop after the page when there are many. A shop manager's unfiltered listing
   * and PostgreSQL (GIN index on the tsvector of searchText) use plain SQL with the same order.
   */
  private async findPage(
    em: EntityManager,
    filter: ListingFilter,
    sort: ShopSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    if (filter.categoryIds?.length === 0) return { ids: [], total: 0 };
    const match = fts5ListingQuery(filter.words, filter.categoryIds, filter.valueGroups);
    if (this.reads.options.dialect === 'sqlite' && filter.price)
      return this.findPagePriced(em, match, filter, sort, offset, limit);
    if (this.reads.options.dialect === 'sqlite' && (match !== '' || filter.publishedOnly))
      return this.findPageFts(em, match, filter.publishedOnly, sort, offset, limit);
    return this.findPageSql(em, filter, sort, offset, limit);
  }

  private async findPageFts(
    em: EntityManager,
    match: string,
    publishedOnly: boolean,
    sort: ShopSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    // Rowids from 2^61 are unpublished templates (inactive ones are not in the index at all).
    const conditions = [
      ...(match ? ['"product_template_fts" MATCH ?'] : []),
      ...(publishedOnly ? [`rowid < ${FTS_UNPUBLISHED_FROM}`] : []),
    ];
    const where = conditions.join(' AND ');
    const params = match ? [match] : [];
    // Without a match, the shop's own index counts faster than a scan of the FTS5 table.
    const [{ total }] = await em.query<Array<{ total: number }>>(
      match
        ? `SELECT count(*) AS "total" FROM "product_template_fts" WHERE ${where}`
        : `SELECT count(*) AS "total" FROM "product_template" WHERE "published" = 1 AND "active" = 1`,
      params,
    );
    if (total === 0 || offset >= total) return { ids: [], total };
    const matchingIds = `SELECT ${ftsTemplateIdSql('rowid')} AS "id" FROM "product_template_fts" WHERE ${where}`;
    let rows: Array<{ id: number }>;
    if (sort === 'featured') {
      rows = await em.query(`${matchingIds} ORDER BY rowid LIMIT ? OFFSET ?`, [...params, limit, offset]);
    } else if (total <= (this.reads.options.fewMatches ?? FEW_MATCHES) || !publishedOnly) {
      // Few matches: read them (CROSS JOIN keeps the index first) and sort them.
      rows = await em.query(
        `SELECT "t"."id" AS "id" FROM (${matchingIds}) "m" CROSS JOIN "product_template" "t" ON "t"."id" = "m"."id"
         ORDER BY ${orderBySql(sort)} LIMIT ? OFFSET ?`,
        [...params, limit, offset],
      );
    } else {
      // Many matches: walk the sort's index in order; a match comes every few rows, so the page fills fast.
      rows = await em.query(
        `SELECT "t"."id" AS "id" FROM "product_template" "t" INDEXED BY "${sortIndex[sort]}"
         WHERE "t"."published" = 1 AND "t"."active" = 1${match ? ` AND "t"."id" IN (${matchingIds})` : ''}
         ORDER BY ${orderBySql(sort)} LIMIT ? OFFSET ?`,
        [...params, limit, offset],
      );
    }
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  /** SQLite with a price condition: the price index's range, joined with the FTS5 match when there is one. */
  private async findPagePriced(
    em: EntityManager,
    match: string,
    filter: ListingFilter,
    sort: ShopSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const conditions = ['"t"."active" = 1', priceConditionSql(filter.price!)];
    const params: unknown[] = [];
    if (filter.publishedOnly) conditions.push('"t"."published" = 1');
    if (match) {
      conditions.push(
        `"t"."id" IN (SELECT ${ftsTemplateIdSql('rowid')} FROM "product_template_fts" WHERE "product_template_fts" MATCH ?)`,
      );
      params.push(match);
    }
    const where = conditions.join(' AND ');
    const [{ total }] = await em.query<Array<{ total: number }>>(
      `SELECT count(*) AS "total" FROM "product_template" "t" WHERE ${where}`,
      params,
    );
    if (total === 0 || offset >= total) return { ids: [], total };
    const rows = await em.query<Array<{ id: number }>>(
      `SELECT "t"."id" AS "id" FROM "product_template" "t" WHERE ${where} ORDER BY ${orderBySql(sort)} LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    );
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  /** Which of `ids` (a few) the filter lets through, whatever their price; on SQLite from the FTS5 index. */
  private async matchingAmong(em: EntityManager, filter: ListingFilter, ids: readonly number[]) {
    if (ids.length === 0 || filter.categoryIds?.length === 0) return [];
    if (this.reads.options.dialect !== 'sqlite') {
      const price = { range: null, except: [], plus: ids };
      return (await this.findPageSql(em, { ...filter, price }, 'featured', 0, ids.length)).ids;
    }
    const match = fts5ListingQuery(filter.words, filter.categoryIds, filter.valueGroups);
    // Only active templates are in the index; published ones below 2^61.
    const rows = await em.query<Array<{ id: number }>>(
      match
        ? `SELECT ${ftsTemplateIdSql('rowid')} AS "id" FROM "product_template_fts" WHERE "product_template_fts" MATCH ?
           ${filter.publishedOnly ? `AND rowid < ${FTS_UNPUBLISHED_FROM}` : ''} AND ${ftsTemplateIdSql('rowid')} IN (${integersSql(ids)})`
        : `SELECT "id" FROM "product_template" WHERE "id" IN (${integersSql(ids)}) AND +"active" = 1
           ${filter.publishedOnly ? 'AND +"published" = 1' : ''}`,
      match ? [match] : [],
    );
    return rows.map((row) => Number(row.id));
  }

  private async findPageSql(
    em: EntityManager,
    filter: ListingFilter,
    sort: ShopSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const query = em
      .getRepository(ProductTemplate)
      .createQueryBuilder('t')
      .select('t.id', 'id')
      .where('t.active = :active', { active: true });
    if (filter.publishedOnly) query.andWhere('t.published = :published', { published: true });
    if (filter.price) query.andWhere(priceConditionSql(filter.price));
    // Only PostgreSQL gets here with words: its GIN index on the tsvector of searchText.
    if (filter.words.length > 0)
      query.andWhere(`to_tsvector('simple', "t"."searchText") @@ to_tsquery('simple', :tsq)`, {
        tsq: tsQuery(filter.words),
      });
    if (filter.categoryIds)
      query.andWhere(
        `EXISTS (SELECT 1 FROM "product_template_public_category" "c" WHERE "c"."templateId" = "t"."id" AND "c"."categoryId" IN (:...categoryIds))`,
        { categoryIds: filter.categoryIds },
      );
    // Values of one attribute are alternatives; different attributes must all match.
    filter.valueGroups.forEach((group, index) => {
      query.andWhere(
        `EXISTS (SELECT 1 FROM "product_template_attribute_value" "v${index}" WHERE "v${index}"."templateId" = "t"."id" AND "v${index}"."attributeValueId" IN (:...values${index}))`,
        { [`values${index}`]: group },
      );
    });
    const total = await query.clone().getCount();
    if (total === 0 || offset >= total) return { ids: [], total };
    for (const [column, direction] of sortColumns[sort]) query.addOrderBy(`t.${column}`, direction);
    const rows = await query.offset(offset).limit(limit).getRawMany<{ id: number }>();
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  /**
   * Published templates whose name, description or codes contain every word of `text` as a prefix
   * (accents and case ignored): the first `limit` ids in featured order, and how many there are.
   */
  async search(
    em: EntityManager,
    text: string,
    limit = SHOP_PAGE_SIZE,
  ): Promise<{ ids: number[]; total: number }> {
    const filter: ListingFilter = {
      words: searchWords(text),
      publishedOnly: true,
      categoryIds: null,
      valueGroups: [],
      price: null,
    };
    return this.findPage(em, filter, 'featured', 0, limit);
  }

  // ----- /shop -----------------------------------------------------------------------------------

  async list(ctx: CatalogContext, input: ShopListQuery): Promise<ShopListView> {
    const { em, lang } = ctx;
    const sort: ShopSort = input.sort && shopSorts.includes(input.sort) ? input.sort : 'featured';
    const page = Math.min(Math.max(1, Math.floor(input.page ?? 1) || 1), 10_000);
    const search = (input.search ?? '').trim().slice(0, 200);
    const tree = await categoryTree(this.reads, em, lang);
    const currentCategory = input.categorySlug ? (tree.bySlug.get(input.categorySlug) ?? null) : null;
    const selectedValueIds = [...new Set(input.attributeValueIds ?? [])]
      .filter(Number.isInteger)
      .slice(0, 50);

    const attributes = await attributeFilters(this.reads, em, lang, selectedValueIds);
    const publishedOnly = !canSeeUnpublished(ctx);
    // The visitor's list prices: the price sorts and the price range go by them.
    const listPrices = await ListingPrices.of(em, this.reads, ctx.pricer ?? listedPrices, publishedOnly);
    const prices = await priceFilterOf(
      em,
      listPrices,
      input,
      publishedOnly,
      this.reads.options.priceEndsCache,
    );
    const filter: ListingFilter = {
      words: searchWords(search),
      publishedOnly,
      categoryIds: input.categorySlug ? (currentCategory ? tree.descendants(currentCategory.id) : []) : null,
      valueGroups: attributes
        .map((attribute) => attribute.values.filter((value) => value.selected).map((value) => value.id))
        .filter((group) => group.length > 0),
      price: prices?.condition ?? null,
    };
    const offset = (page - 1) * SHOP_PAGE_SIZE;
    const { ids, total } =
      (sort === 'price_asc' || sort === 'price_desc') && listPrices.ownRule.size > 0
        ? await listPrices.page(
            em,
            {
              page: (price, order, from, limit) =>
                this.findPage(em, { ...filter, price }, order, from, limit),
              among: (ids) => this.matchingAmong(em, filter, ids),
            },
            filter.price,
            sort,
            offset,
            SHOP_PAGE_SIZE,
          )
        : await this.findPage(em, filter, sort, offset, SHOP_PAGE_SIZE);
    const loaded =
      ids.length > 0
        ? (
            await em.query<ShopTemplateRow[]>(
              inDialect(em, `${shopTemplatesSql} IN (${ids.map(() => '?').join(', ')})`),
              ids,
            )
          ).map(shopTemplateOf)
        : [];
    const byId = new Map(loaded.map((template) => [template.id, template]));
    const templates = ids.flatMap((id) => byId.get(id) ?? []);
    return {
      products: await this.reads.cards(em, templates, lang, ctx.pricer),
      total,
      page,
      pageSize: SHOP_PAGE_SIZE,
      categories: tree.roots,
      currentCategory,
      attributes,
      search,
      sort,
      priceFilter: prices?.view ?? null,
    };
  }
}

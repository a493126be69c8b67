import { In, IsNull, type EntityManager } from 'typeorm';
import { minorUnitDigits } from '../../../../shared/money';
import { hasRole } from '../../../../shared/roles';
import type {
  AttributeFilter,
  CategoryNode,
  CombinationInfo,
  PriceView,
  ProductAttributeLineView,
  ProductCard,
  ProductPageView,
  ShopListQuery,
  ShopListView,
  ShopSort,
} from '../../../../shared/catalog/contract';
import { shopMessages, shopSorts } from '../../../../shared/catalog/contract';
import { translate } from '../../core/db/columns';
import type { Dialect } from '../../core/db/data-source';
import type { RequestContext } from '../../core/context';
import { MissingError, ValidationError } from '../../core/errors';
import { isOutOfStock } from './availability';
import type { CatalogCache } from './catalog-cache';
import { ProductAttribute, ProductAttributeValue } from './product-attribute.entity';
import { ProductCategory } from './product-category.entity';
import { ProductImage } from './product-image.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { combinationIdsOf, combinationKeyOf, ProductVariant } from './product-variant.entity';
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
};

/** A request as the catalog sees it; `cartQuantityOf` answers what the visitor's cart holds of a variant. */
export interface CatalogContext extends RequestContext {
  cartQuantityOf?: (productId: number) => Promise<number>;
}

/** An image as the carousel and the product page show it. */
export interface CarouselImage {
  url: string;
  zoomUrl: string;
  alt: string;
}

/** Renders HTML blocks of the configurator (S3's presentational components, or a fallback). */
export interface CatalogRenderers {
  carousel(images: CarouselImage[], productName: string, lang: string): string;
  optionalProductRows(rows: OptionalProductRow[], lang: string): string;
}

export interface OptionalProductRow {
  productId: number;
  templateId: number;
  name: string;
  description: string;
  imageUrl: string;
  url: string;
  price: PriceView;
  listPrice: PriceView | null;
  /** The first possible combination of the optional product. */
  combination: number[];
}

/** What the cart needs of a variant. */
export interface VariantForCart {
  productId: number;
  templateId: number;
  /** "Desk (Oak, 160 cm)" in the request's language. */
  displayName: string;
  templateName: string;
  url: string;
  imageUrl: string;
  /** Unit price in minor units: template price + extras of its values and of the given no_variant values. */
  price: number;
  listPrice: number;
  currency: string;
  published: boolean;
  active: boolean;
  type: ProductTemplate['type'];
  inventoryAvailability: ProductTemplate['inventoryAvailability'];
  availableThreshold: number;
  customMessage: string;
  virtualAvailable: number;
  /** no_variant values of the request that belong to this template, with their names (attribute: value). */
  noVariantValues: Array<{ id: number; attributeName: string; valueName: string; isCustom: boolean }>;
}

/** What only catalog writes change of a template: kept by CatalogCache between requests (read-only). */
export interface TemplateStructure {
  /** In order, each with its attribute and its `values` (sorted). */
  lines: ProductTemplateAttributeLine[];
  values: Map<number, ProductTemplateAttributeValue>;
  /** valueId → ids of values it cannot go with (symmetric). */
  exclusions: Map<number, Set<number>>;
  /** Images of the template and of its variants, in carousel order. */
  images: ProductImage[];
  hasDynamic: boolean;
  /** Carousel HTML already rendered from these images, by language, name and variant. */
  carousels: Map<string, string>;
}

/** The catalogue-wide rows of every listing (read-only when cached). */
export interface CatalogLists {
  /** In tree order (sequence, id). */
  categories: ProductCategory[];
  /** With their values, in order (sequence, id). */
  attributes: ProductAttribute[];
}

/** One template with everything the configurator needs. */
interface Configurator extends TemplateStructure {
  template: ShopTemplate;
  variants: ShopVariant[];
}

const localeOf = (lang: string) => lang.replace('_', '-');

export const productUrl = (template: Pick<ProductTemplate, 'id' | 'slug'>) =>
  `/shop/product/${template.slug}-${template.id}`;
export const templateImageUrl = (templateId: number) => `/web/image/product.template/${templateId}/image`;
export const variantImageUrl = (productId: number) => `/web/image/product.product/${productId}/image`;
const productImageUrl = (image: ProductImage, size?: string) =>
  `/web/image/product.image/${image.id}/image${size ? `/${size}` : ''}?unique=${image.fileSha.slice(0, 12)}`;

/** The fields of a template the shop's configurator and product page read. */
export type ShopTemplate = Pick<
  ProductTemplate,
  | 'id'
  | 'name'
  | 'description'
  | 'slug'
  | 'type'
  | 'listPrice'
  | 'price'
  | 'currency'
  | 'published'
  | 'active'
  | 'sequence'
  | 'inventoryAvailability'
  | 'availableThreshold'
  | 'customMessage'
>;
type ShopVariant = Pick<
  ProductVariant,
  'id' | 'templateId' | 'combinationKey' | 'active' | 'virtualAvailable'
>;

// Hot paths (every combination info, every cart change) read with plain SQL: TypeORM's query
// building cost more than the queries themselves.
const shopTemplateSql = `SELECT "id", "name", "description", "slug", "type", "listPrice", "price", "currency", "published",
  "active", "sequence", "inventoryAvailability", "availableThreshold", "customMessage" FROM "product_template" WHERE "id" = ?`;
/** Followed by `IN (…)`. */
const shopTemplatesSql = shopTemplateSql.replace(/= \?$/, '');
const shopVariantsSql = `SELECT "id", "templateId", "combinationKey", "active", "virtualAvailable"
  FROM "product_product" WHERE "templateId" = ? ORDER BY "id"`;

type Raw<T> = { [K in keyof T]: T[K] | string | number };
type ShopTemplateRow = Raw<ShopTemplate>;
type ShopVariantRow = Raw<ShopVariant>;

const shopTemplateOf = (row: ShopTemplateRow): ShopTemplate => ({
  id: Number(row.id),
  name: parseTranslated(row.name),
  description: parseTranslated(row.description),
  slug: String(row.slug),
  type: row.type as ShopTemplate['type'],
  listPrice: Number(row.listPrice),
  price: Number(row.price),
  currency: String(row.currency),
  published: dbBoolean(row.published),
  active: dbBoolean(row.active),
  sequence: Number(row.sequence),
  inventoryAvailability: row.inventoryAvailability as ShopTemplate['inventoryAvailability'],
  availableThreshold: Number(row.availableThreshold),
  customMessage: String(row.customMessage),
});

const shopVariantOf = (row: ShopVariantRow): ShopVariant => ({
  id: Number(row.id),
  templateId: Number(row.templateId),
  combinationKey: String(row.combinationKey),
  active: dbBoolean(row.active),
  virtualAvailable: Number(row.virtualAvailable),
});

/** A variant and its template's fields, as the cart reads them (variantForCart). */
const variantForCartSql = `SELECT "p"."id", "p"."templateId", "p"."combinationKey", "p"."active", "p"."virtualAvailable",
  "t"."name", "t"."slug", "t"."price", "t"."listPrice", "t"."currency", "t"."published", "t"."active" AS "templateActive",
  "t"."type", "t"."inventoryAvailability", "t"."availableThreshold", "t"."customMessage"
  FROM "product_product" "p" INNER JOIN "product_template" "t" ON "t"."id" = "p"."templateId" WHERE "p"."id" = ?`;

interface VariantForCartRow {
  id: number;
  templateId: number;
  combinationKey: string;
  active: boolean | number;
  virtualAvailable: number | string;
  name: string | ProductTemplate['name'];
  slug: string;
  /** bigint: a string on PostgreSQL. */
  price: number | string;
  listPrice: number | string;
  currency: string;
  published: boolean | number;
  templateActive: boolean | number;
  type: ProductTemplate['type'];
  inventoryAvailability: ProductTemplate['inventoryAvailability'];
  availableThreshold: number | string;
  customMessage: string;
}

/** A boolean column read raw: 0/1 on SQLite. */
const dbBoolean = (value: unknown) => value === true || value === 1 || value === '1';

/** A translated (simple-json) column read raw. */
function parseTranslated(value: unknown): ProductTemplate['name'] {
  if (typeof value !== 'string') return (value ?? {}) as ProductTemplate['name'];
  try {
    return JSON.parse(value) as ProductTemplate['name'];
  } catch {
    return {};
  }
}

/** SQL written with `?` placeholders, in the dialect of `em` ($1, $2… on PostgreSQL). */
function inDialect(em: EntityManager, sql: string): string {
  if (em.connection.options.type !== 'postgres') return sql;
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

const canSeeUnpublished = (ctx: RequestContext) => hasRole(ctx.user?.role, 'shop_manager');

export class CatalogService {
  constructor(
    private readonly options: {
      dialect: Dialect;
      renderers: CatalogRenderers;
      defaultLang?: string;
      /** Up to this many matches a sorted search sorts them; above, it walks the sort's index (tests lower it). */
      fewMatches?: number;
      /** Template structures between requests; without it every call reads them. */
      cache?: CatalogCache<TemplateStructure>;
      /** Categories and attributes between requests (key 0); without it every listing reads them. */
      listsCache?: CatalogCache<CatalogLists>;
    },
  ) {}

  private get defaultLang() {
    return this.options.defaultLang ?? 'en_US';
  }

  private tr(value: ProductTemplate['name'], lang: string) {
    return translate(value, lang, this.defaultLang);
  }

  /** Money of the shop: minor units → decimal on the wire (rounded to the currency's precision). */
  static decimal(amount: number, currency: string): number {
    const digits = minorUnitDigits(currency);
    return Math.round(amount) / 10 ** digits;
  }

  /** Number formats by locale and currency: making one costs more than a whole listing query. */
  private readonly moneyFormats = new Map<string, Intl.NumberFormat>();

  /** The price as shared/money.ts formatMoney writes it, with the number format made once. */
  priceView(amount: number, currency: string, lang: string): PriceView {
    const locale = localeOf(lang);
    const key = `${locale} ${currency}`;
    let format = this.moneyFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      this.moneyFormats.set(key, format);
    }
    const decimal = CatalogService.decimal(amount, currency);
    return { amount: decimal, formatted: format.format(amount / 10 ** minorUnitDigits(currency)) };
  }

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
    if (this.options.dialect === 'sqlite' && (match !== '' || filter.publishedOnly))
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
    } else if (total <= (this.options.fewMatches ?? FEW_MATCHES) || !publishedOnly) {
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
    };
    return this.findPage(em, filter, 'featured', 0, limit);
  }

  // ----- Categories ------------------------------------------------------------------------------

  async categoryTree(
    em: EntityManager,
    lang: string,
  ): Promise<{
    roots: CategoryNode[];
    bySlug: Map<string, CategoryNode>;
    descendants: (id: number) => number[];
  }> {
    const { categories } = await this.lists(em);
    const nodes = new Map<number, CategoryNode>();
    for (const category of categories)
      nodes.set(category.id, {
        id: category.id,
        name: this.tr(category.name, lang),
        slug: category.slug,
        url: `/shop/category/${category.slug}`,
        children: [],
      });
    const roots: CategoryNode[] = [];
    for (const category of categories) {
      const node = nodes.get(category.id)!;
      const parent = category.parentId === null ? undefined : nodes.get(category.parentId);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const bySlug = new Map([...nodes.values()].map((node) => [node.slug, node]));
    const descendants = (id: number) => {
      const out: number[] = [];
      const walk = (node: CategoryNode | undefined) => {
        if (!node || out.includes(node.id)) return;
        out.push(node.id);
        node.children.forEach(walk);
      };
      walk(nodes.get(id));
      return out;
    };
    return { roots, bySlug, descendants };
  }

  /** Categories and attributes: from the cache, else read. */
  private lists(em: EntityManager): Promise<CatalogLists> {
    const read = async (): Promise<CatalogLists> => ({
      categories: await em.getRepository(ProductCategory).find({ order: { sequence: 'ASC', id: 'ASC' } }),
      attributes: await em.getRepository(ProductAttribute).find({
        relations: { values: true },
        order: { sequence: 'ASC', id: 'ASC' },
      }),
    });
    const { listsCache } = this.options;
    return listsCache ? listsCache.get(0, read) : read();
  }

  // ----- /shop -----------------------------------------------------------------------------------

  async list(ctx: CatalogContext, input: ShopListQuery): Promise<ShopListView> {
    const { em, lang } = ctx;
    const sort: ShopSort = input.sort && shopSorts.includes(input.sort) ? input.sort : 'featured';
    const page = Math.min(Math.max(1, Math.floor(input.page ?? 1) || 1), 10_000);
    const search = (input.search ?? '').trim().slice(0, 200);
    const tree = await this.categoryTree(em, lang);
    const currentCategory = input.categorySlug ? (tree.bySlug.get(input.categorySlug) ?? null) : null;
    const selectedValueIds = [...new Set(input.attributeValueIds ?? [])]
      .filter(Number.isInteger)
      .slice(0, 50);

    const attributes = await this.attributeFilters(em, lang, selectedValueIds);
    const filter: ListingFilter = {
      words: searchWords(search),
      publishedOnly: !canSeeUnpublished(ctx),
      categoryIds: input.categorySlug ? (currentCategory ? tree.descendants(currentCategory.id) : []) : null,
      valueGroups: attributes
        .map((attribute) => attribute.values.filter((value) => value.selected).map((value) => value.id))
        .filter((group) => group.length > 0),
    };
    const { ids, total } = await this.findPage(em, filter, sort, (page - 1) * SHOP_PAGE_SIZE, SHOP_PAGE_SIZE);
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
      products: await this.cards(em, templates, lang),
      total,
      page,
      pageSize: SHOP_PAGE_SIZE,
      categories: tree.roots,
      currentCategory,
      attributes,
      search,
      sort,
    };
  }

  /** Attributes offered by the shop's published products, with the selected values marked. */
  private async attributeFilters(
    em: EntityManager,
    lang: string,
    selected: number[],
  ): Promise<AttributeFilter[]> {
    const { attributes } = await this.lists(em);
    return attributes
      .filter((attribute) => attribute.createVariant !== 'no_variant' && (attribute.values?.length ?? 0) > 0)
      .map((attribute) => ({
        id: attribute.id,
        name: this.tr(attribute.name, lang),
        displayType: attribute.displayType,
        values: [...(attribute.values ?? [])]
          .filter((value) => !value.isCustom)
          .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
          .map((value) => ({
            id: value.id,
            name: this.tr(value.name, lang),
            htmlColor: value.htmlColor,
            selected: selected.includes(value.id),
          })),
      }));
  }

  /** Product cards of templates, in their order. */
  async cards(em: EntityManager, templates: ShopTemplate[], lang: string): Promise<ProductCard[]> {
    if (templates.length === 0) return [];
    const ids = templates.map((template) => template.id);
    const stock = await em.query<Array<{ templateId: number; available: number | string | null }>>(
      inDialect(
        em,
        `SELECT "templateId", SUM("virtualAvailable") AS "available" FROM "product_product"
         WHERE "templateId" IN (${ids.map(() => '?').join(', ')}) AND "active"
         GROUP BY "templateId"`,
      ),
      ids,
    );
    const available = new Map(stock.map((row) => [Number(row.templateId), Number(row.available ?? 0)]));
    return templates.map((template) => ({
      templateId: template.id,
      url: productUrl(template),
      name: this.tr(template.name, lang),
      imageUrl: `${templateImageUrl(template.id)}/300x300`,
      price: this.priceView(template.price, template.currency, lang),
      listPrice:
        template.listPrice - template.price >= 1
          ? this.priceView(template.listPrice, template.currency, lang)
          : null,
      outOfStock: isOutOfStock(
        template.type,
        template.inventoryAvailability,
        available.get(template.id) ?? 0,
      ),
    }));
  }

  // ----- The configurator --------------------------------------------------------------------------

  /** The template if the request may see it: published and active, or any for shop managers. */
  async visibleTemplate(ctx: RequestContext, templateId: number): Promise<ShopTemplate> {
    const rows = await ctx.em.query<ShopTemplateRow[]>(inDialect(ctx.em, shopTemplateSql), [templateId]);
    const template = rows[0] ? shopTemplateOf(rows[0]) : null;
    if (!template || (!canSeeUnpublished(ctx) && !(template.published && template.active)))
      throw new MissingError('This product does not exist or is not available.');
    return template;
  }

  private async configurator(em: EntityManager, template: ShopTemplate): Promise<Configurator> {
    const structure = await this.structure(em, template.id);
    // Stock and variants change outside the catalog's writes (dynamic variants, stock moves): read each time.
    const rows = await em.query<ShopVariantRow[]>(inDialect(em, shopVariantsSql), [template.id]);
    return { ...structure, template, variants: rows.map(shopVariantOf) };
  }

  /** The template's lines, values, exclusions and images: from the cache, else read. */
  private structure(em: EntityManager, templateId: number): Promise<TemplateStructure> {
    const { cache } = this.options;
    return cache
      ? cache.get(templateId, () => this.readStructure(em, templateId))
      : this.readStructure(em, templateId);
  }

  private async readStructure(em: EntityManager, templateId: number): Promise<TemplateStructure> {
    // One after another: queries of one transaction share its connection.
    const lines = await em.getRepository(ProductTemplateAttributeLine).find({
      where: { templateId },
      relations: { attribute: true },
      order: { sequence: 'ASC', id: 'ASC' },
    });
    const values = await em.getRepository(ProductTemplateAttributeValue).find({
      where: { templateId },
      relations: { attributeValue: true },
    });
    const images = await em.getRepository(ProductImage).find({
      where: { templateId },
      order: { sequence: 'ASC', id: 'ASC' },
    });
    values.sort(
      (a, b) =>
        (a.attributeValue?.sequence ?? 0) - (b.attributeValue?.sequence ?? 0) ||
        a.attributeValueId - b.attributeValueId,
    );
    const byId = new Map(values.map((value) => [value.id, value]));
    for (const line of lines) line.values = values.filter((value) => value.lineId === line.id);
    const exclusions = new Map<number, Set<number>>();
    if (values.length > 0) {
      const rows = await em
        .createQueryBuilder()
        .select('e.valueId', 'valueId')
        .addSelect('e.excludedValueId', 'excludedValueId')
        .from('product_template_attribute_exclusion', 'e')
        .where('e.valueId IN (:...ids)', { ids: values.map((value) => value.id) })
        .getRawMany<{ valueId: number; excludedValueId: number }>();
      for (const row of rows) {
        const a = Number(row.valueId);
        const b = Number(row.excludedValueId);
        if (!exclusions.has(a)) exclusions.set(a, new Set());
        if (!exclusions.has(b)) exclusions.set(b, new Set());
        exclusions.get(a)!.add(b);
        exclusions.get(b)!.add(a);
      }
    }
    const hasDynamic = lines.some((line) => line.attribute?.createVariant === 'dynamic');
    return { lines, values: byId, exclusions, images, hasDynamic, carousels: new Map() };
  }

  private lineOf(conf: TemplateStructure, value: ProductTemplateAttributeValue) {
    return conf.lines.find((line) => line.id === value.lineId);
  }

  private isVariantMaking(conf: TemplateStructure, value: ProductTemplateAttributeValue) {
    return this.lineOf(conf, value)?.attribute?.createVariant !== 'no_variant';
  }

  /**
   * Checks a combination: one value of each line of the template, no excluded pair, and a variant
   * that exists and is active (or may be created, when the template has a dynamic attribute).
   */
  private evaluate(conf: Configurator, combination: number[]) {
    const values: ProductTemplateAttributeValue[] = [];
    let possible = true;
    for (const id of combination) {
      const value = conf.values.get(id);
      if (value) values.push(value);
      else possible = false;
    }
    const linesCovered = new Set(values.map((value) => value.lineId));
    if (linesCovered.size !== values.length || linesCovered.size !== conf.lines.length) possible = false;
    for (const value of values)
      for (const other of values) if (conf.exclusions.get(value.id)?.has(other.id)) possible = false;
    const variantValueIds = values
      .filter((value) => this.isVariantMaking(conf, value))
      .map((value) => value.id);
    const key = combinationKeyOf(variantValueIds);
    const variant = conf.variants.find((candidate) => candidate.combinationKey === key) ?? null;
    const { hasDynamic } = conf;
    if (variant && !variant.active) possible = false;
    if (!variant && !hasDynamic) possible = false;
    const priceExtra = values.reduce((sum, value) => sum + value.priceExtra, 0);
    return { values, variantValueIds, key, variant, possible, priceExtra };
  }

  /** "Desk (Oak, 160 cm)": the values of lines that offer a choice. */
  private displayName(
    conf: TemplateStructure & { template: Pick<ProductTemplate, 'name'> },
    values: ProductTemplateAttributeValue[],
    lang: string,
  ) {
    const name = this.tr(conf.template.name, lang);
    const shown = values
      .filter((value) => (this.lineOf(conf, value)?.values?.length ?? 0) > 1)
      .map((value) => this.tr(value.attributeValue?.name ?? {}, lang));
    return shown.length ? `${name} (${shown.join(', ')})` : name;
  }

  /** The first combination a shopper can buy: existing active variants first, then the first allowed values. */
  private defaultCombination(conf: Configurator): number[] {
    const { hasDynamic } = conf;
    const candidates: number[][] = [];
    if (!hasDynamic)
      for (const variant of conf.variants.filter((candidate) => candidate.active))
        candidates.push(combinationIdsOf(variant));
    else candidates.push([]);
    for (const start of candidates) {
      const picked = [...start];
      let complete = true;
      for (const line of conf.lines) {
        if (picked.some((id) => conf.values.get(id)?.lineId === line.id)) continue;
        const value = (line.values ?? []).find(
          (candidate) => !picked.some((id) => conf.exclusions.get(id)?.has(candidate.id)),
        );
        if (!value) {
          complete = false;
          break;
        }
        picked.push(value.id);
      }
      const ordered = this.inLineOrder(conf, picked);
      if (complete && this.evaluate(conf, ordered).possible) return ordered;
    }
    return this.inLineOrder(
      conf,
      conf.lines.flatMap((line) => (line.values?.[0] ? [line.values[0].id] : [])),
    );
  }

  private inLineOrder(conf: Configurator, ids: number[]) {
    const order = new Map(conf.lines.map((line, index) => [line.id, index]));
    return [...ids].sort(
      (a, b) =>
        (order.get(conf.values.get(a)?.lineId ?? 0) ?? 0) - (order.get(conf.values.get(b)?.lineId ?? 0) ?? 0),
    );
  }

  private imagesOf(conf: Configurator, variant: ShopVariant | null, lang: string): CarouselImage[] {
    const { images } = conf;
    const own = variant ? images.filter((image) => image.variantId === variant.id) : [];
    const general = images.filter((image) => image.variantId === null);
    const alt = this.tr(conf.template.name, lang);
    const chosen = [...own, ...general];
    if (chosen.length === 0)
      return [{ url: templateImageUrl(conf.template.id), zoomUrl: templateImageUrl(conf.template.id), alt }];
    return chosen.map((image) => ({
      url: productImageUrl(image, '1024x1024'),
      zoomUrl: productImageUrl(image),
      alt,
    }));
  }

  /** The carousel block of a variant's images, rendered once per language and name while the structure lasts. */
  private carouselOf(conf: Configurator, variant: ShopVariant | null, images: CarouselImage[], lang: string) {
    const name = this.tr(conf.template.name, lang);
    const key = `${lang}\u0000${name}\u0000${variant?.id ?? ''}`;
    let html = conf.carousels.get(key);
    if (html === undefined) {
      html = this.options.renderers.carousel(images, name, lang);
      // Languages × variants: bounded by the catalogue; start over if a template has very many.
      if (conf.carousels.size >= 200) conf.carousels.clear();
      conf.carousels.set(key, html);
    }
    return html;
  }

  private async infoOf(
    ctx: CatalogContext,
    conf: Configurator,
    combination: number[],
  ): Promise<CombinationInfo> {
    const { template } = conf;
    const result = this.evaluate(conf, combination);
    const variant = result.variant && result.variant.active ? result.variant : null;
    const currency = template.currency;
    const price = template.price + result.priceExtra;
    const listPrice = template.listPrice + result.priceExtra;
    const images = this.imagesOf(conf, variant, ctx.lang);
    const cartQty = variant && ctx.cartQuantityOf ? await ctx.cartQuantityOf(variant.id) : 0;
    return {
      product_id: variant ? variant.id : false,
      product_template_id: template.id,
      display_name: this.displayName(conf, result.values, ctx.lang),
      price: CatalogService.decimal(price, currency),
      list_price: CatalogService.decimal(listPrice, currency),
      has_discounted_price: listPrice - price >= 1 && result.possible,
      is_combination_possible: result.possible,
      carousel: this.carouselOf(conf, variant, images, ctx.lang),
      currency,
      product_type: template.type,
      inventory_availability: template.inventoryAvailability,
      available_threshold: template.availableThreshold,
      custom_message: template.customMessage,
      virtual_available: variant ? variant.virtualAvailable : 0,
      cart_qty: cartQty,
      product_template: template.id,
    };
  }

  /**
   * SPEC §3 combination info. An empty combination with a product_id means that variant's values;
   * an empty one without, the template's first possible combination.
   */
  async combinationInfo(
    ctx: CatalogContext,
    params: { productTemplateId: number; productId?: number | false; combination: number[] },
  ): Promise<CombinationInfo> {
    const template = await this.visibleTemplate(ctx, params.productTemplateId);
    const conf = await this.configurator(ctx.em, template);
    let combination = params.combination;
    if (combination.length === 0 && conf.lines.length > 0) {
      const variant = params.productId
        ? conf.variants.find((candidate) => candidate.id === params.productId)
        : undefined;
      combination = variant
        ? this.completeWithNoVariant(conf, combinationIdsOf(variant))
        : this.defaultCombination(conf);
    }
    return this.infoOf(ctx, conf, combination);
  }

  /** A variant's values plus the first values of the no_variant lines. */
  private completeWithNoVariant(conf: Configurator, ids: number[]) {
    const picked = [...ids];
    for (const line of conf.lines)
      if (line.attribute?.createVariant === 'no_variant' && line.values?.[0]) picked.push(line.values[0].id);
    return this.inLineOrder(conf, picked);
  }

  /**
   * The variant of a combination, created when the template makes it on demand (dynamic
   * attributes); the same id for the same combination. Impossible combinations are refused.
   */
  async createVariant(ctx: RequestContext, templateId: number, combination: number[]): Promise<number> {
    const template = await this.visibleTemplate(ctx, templateId);
    const conf = await this.configurator(ctx.em, template);
    const result = this.evaluate(conf, combination);
    if (!result.possible) throw new ValidationError(shopMessages.combinationMissing);
    if (result.variant) return result.variant.id;
    const repository = ctx.em.getRepository(ProductVariant);
    // Two shoppers at once: the unique (template, combination) index keeps one row.
    await repository
      .createQueryBuilder()
      .insert()
      .into(ProductVariant)
      .values({
        templateId: template.id,
        combinationKey: result.key,
        active: true,
        qtyAvailable: 0,
        virtualAvailable: 0,
      })
      .orIgnore()
      .execute();
    const created = await repository.findOneByOrFail({ templateId: template.id, combinationKey: result.key });
    return created.id;
  }

  /** The variant of a product id, if the request may see its template. */
  async visibleVariant(ctx: RequestContext, productId: number) {
    const variant = await ctx.em.getRepository(ProductVariant).findOneBy({ id: productId });
    if (!variant) throw new MissingError('This product does not exist or is not available.');
    const template = await this.visibleTemplate(ctx, variant.templateId);
    return { variant, template };
  }

  /** Published optional products of a variant's template. */
  async optionalTemplates(em: EntityManager, templateId: number): Promise<ShopTemplate[]> {
    // Plain SQL: every product page asks (hasOptionalProducts).
    const rows = await em.query<ShopTemplateRow[]>(
      inDialect(
        em,
        `${shopTemplatesSql} IN (SELECT "optionalId" FROM "product_optional_rel" WHERE "templateId" = ?)`,
      ),
      [templateId],
    );
    return rows
      .map(shopTemplateOf)
      .filter((option) => option.published && option.active)
      .sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  }

  /** show_optional_products: whether the add dialog has something to offer. */
  async hasOptionalProducts(ctx: RequestContext, productId: number): Promise<boolean> {
    const { template } = await this.visibleVariant(ctx, productId);
    return (await this.optionalTemplates(ctx.em, template.id)).length > 0;
  }

  /** The rows of the add dialog: each optional product at its first possible combination. */
  async optionalProductRows(ctx: CatalogContext, productId: number): Promise<OptionalProductRow[]> {
    const { template } = await this.visibleVariant(ctx, productId);
    const rows: OptionalProductRow[] = [];
    for (const option of await this.optionalTemplates(ctx.em, template.id)) {
      const conf = await this.configurator(ctx.em, option);
      const combination = this.defaultCombination(conf);
      const result = this.evaluate(conf, combination);
      if (!result.possible || !result.variant) continue;
      const price = option.price + result.priceExtra;
      const listPrice = option.listPrice + result.priceExtra;
      rows.push({
        productId: result.variant.id,
        templateId: option.id,
        name: this.displayName(conf, result.values, ctx.lang),
        description: firstParagraph(this.tr(option.description, ctx.lang)),
        imageUrl: `${variantImageUrl(result.variant.id)}/90x90`,
        url: productUrl(option),
        price: this.priceView(price, option.currency, ctx.lang),
        listPrice: listPrice - price >= 1 ? this.priceView(listPrice, option.currency, ctx.lang) : null,
        combination,
      });
    }
    return rows;
  }

  optionalProductItemsHtml(rows: OptionalProductRow[], lang: string): string {
    return this.options.renderers.optionalProductRows(rows, lang);
  }

  // ----- The product page ----------------------------------------------------------------------------

  async productPage(ctx: CatalogContext, templateId: number, baseUrl = ''): Promise<ProductPageView | null> {
    let template: ShopTemplate;
    try {
      template = await this.visibleTemplate(ctx, templateId);
    } catch (error) {
      if (error instanceof MissingError) return null;
      throw error;
    }
    const conf = await this.configurator(ctx.em, template);
    const lang = ctx.lang;
    const defaultCombination = this.defaultCombination(conf);
    const info = await this.infoOf(ctx, conf, defaultCombination);
    const first = this.evaluate(conf, defaultCombination);
    const images = this.imagesOf(conf, first.variant, lang);
    const attributeLines: ProductAttributeLineView[] = conf.lines.map((line) => ({
      id: line.id,
      attributeId: line.attributeId,
      name: this.tr(line.attribute?.name ?? {}, lang),
      displayType: line.attribute?.displayType ?? 'radio',
      createVariant: line.attribute?.createVariant ?? 'always',
      values: (line.values ?? []).map((value) => ({
        id: value.id,
        name: this.tr(value.attributeValue?.name ?? {}, lang),
        htmlColor: value.attributeValue?.htmlColor ?? null,
        isCustom: value.attributeValue?.isCustom ?? false,
        priceExtra: value.priceExtra !== 0 ? this.priceView(value.priceExtra, template.currency, lang) : null,
      })),
    }));
    const exclusions: Record<number, number[]> = {};
    for (const [id, others] of conf.exclusions) exclusions[id] = [...others].sort((a, b) => a - b);
    const name = this.tr(template.name, lang);
    const description = this.tr(template.description, lang);
    const url = productUrl(template);
    const metaDescription = truncate(firstParagraph(description) || name, 160);
    const anyInStock = conf.variants.some(
      (variant) =>
        variant.active &&
        !isOutOfStock(template.type, template.inventoryAvailability, variant.virtualAvailable),
    );
    const jsonLd: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description: metaDescription,
      image: images.map((image) => baseUrl + image.zoomUrl),
      url: baseUrl + url,
      sku: String(template.id),
      offers: {
        '@type': 'Offer',
        price: CatalogService.decimal(template.price, template.currency).toFixed(
          minorUnitDigits(template.currency),
        ),
        priceCurrency: template.currency,
        availability:
          anyInStock || conf.variants.length === 0
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        url: baseUrl + url,
      },
    };
    return {
      templateId: template.id,
      url,
      name,
      description,
      images,
      attributeLines,
      defaultCombination,
      combinationInfo: info,
      exclusions,
      hasOptionalProducts: (await this.optionalTemplates(ctx.em, template.id)).length > 0,
      published: template.published,
      jsonLd,
      metaDescription,
    };
  }

  // ----- For the cart ---------------------------------------------------------------------------------

  /**
   * A variant as the cart needs it (null when unknown). `noVariantValueIds` are product.template.attribute.value
   * ids of no_variant lines chosen with it: their extras are added; ids of other templates are dropped.
   */
  async variantForCart(
    em: EntityManager,
    productId: number,
    options: { lang?: string; noVariantValueIds?: number[] } = {},
  ): Promise<VariantForCart | null> {
    const lang = options.lang ?? this.defaultLang;
    // One lean query (the cart asks on every change); the attribute structure comes from the cache.
    const rows = await em.query<VariantForCartRow[]>(inDialect(em, variantForCartSql), [productId]);
    const row = rows[0];
    if (!row) return null;
    const templateId = Number(row.templateId);
    const template = { id: templateId, slug: row.slug, name: parseTranslated(row.name) };
    const conf = { ...(await this.structure(em, templateId)), template };
    const variantValues = combinationIdsOf(row).flatMap((id) => conf.values.get(id) ?? []);
    const noVariant = (options.noVariantValueIds ?? [])
      .flatMap((id) => conf.values.get(id) ?? [])
      .filter((value) => !this.isVariantMaking(conf, value));
    const extra = [...variantValues, ...noVariant].reduce((sum, value) => sum + value.priceExtra, 0);
    const price = Number(row.price);
    const listPrice = Number(row.listPrice);
    return {
      productId: Number(row.id),
      templateId,
      displayName: this.displayName(conf, variantValues, lang),
      templateName: this.tr(template.name, lang),
      url: productUrl(template),
      imageUrl: variantImageUrl(Number(row.id)),
      price: price + extra,
      listPrice: listPrice + extra,
      currency: row.currency,
      published: dbBoolean(row.published),
      active: dbBoolean(row.templateActive) && dbBoolean(row.active),
      type: row.type,
      inventoryAvailability: row.inventoryAvailability,
      availableThreshold: Number(row.availableThreshold),
      customMessage: row.customMessage,
      virtualAvailable: Number(row.virtualAvailable),
      noVariantValues: noVariant.map((value) => ({
        id: value.id,
        attributeName: this.tr(this.lineOf(conf, value)?.attribute?.name ?? {}, lang),
        valueName: this.tr(value.attributeValue?.name ?? {}, lang),
        isCustom: value.attributeValue?.isCustom ?? false,
      })),
    };
  }

  /** Published accessory products of the given templates (suggested in the cart), as cards. */
  async accessoryCards(em: EntityManager, templateIds: number[], lang: string): Promise<ProductCard[]> {
    if (templateIds.length === 0) return [];
    const templates = await em.getRepository(ProductTemplate).find({
      where: { id: In(templateIds) },
      relations: { accessoryProducts: true },
    });
    const seen = new Set(templateIds);
    const accessories: ProductTemplate[] = [];
    for (const template of templates)
      for (const accessory of template.accessoryProducts ?? [])
        if (accessory.published && accessory.active && !seen.has(accessory.id)) {
          seen.add(accessory.id);
          accessories.push(accessory);
        }
    return this.cards(em, accessories.slice(0, 12), lang);
  }

  // ----- Publishing and images --------------------------------------------------------------------

  async togglePublished(ctx: RequestContext, id: number): Promise<boolean> {
    const repository = ctx.em.getRepository(ProductTemplate);
    const template = await repository.findOneBy({ id });
    if (!template) throw new MissingError('This product does not exist.');
    await repository.update({ id }, { published: !template.published });
    return !template.published;
  }

  /** The first image of a template (its own images before its variants'). */
  async templateImageSha(em: EntityManager, templateId: number): Promise<string | null> {
    const order = { sequence: 'ASC', id: 'ASC' } as const;
    const repository = em.getRepository(ProductImage);
    const image =
      (await repository.findOne({ where: { templateId, variantId: IsNull() }, order })) ??
      (await repository.findOne({ where: { templateId }, order }));
    return image?.fileSha ?? null;
  }

  /** A variant's first image, else its template's first image. */
  async variantImageSha(em: EntityManager, productId: number): Promise<string | null> {
    const own = await em.getRepository(ProductImage).findOne({
      where: { variantId: productId },
      order: { sequence: 'ASC', id: 'ASC' },
    });
    if (own) return own.fileSha;
    const variant = await em.getRepository(ProductVariant).findOneBy({ id: productId });
    return variant ? this.templateImageSha(em, variant.templateId) : null;
  }

  /** Names of attribute values, for the filters and the back office. */
  async attributeValueNames(em: EntityManager, ids: number[], lang: string): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const values = await em.getRepository(ProductAttributeValue).findBy({ id: In(ids) });
    return new Map(values.map((value) => [value.id, this.tr(value.name, lang)]));
  }
}

function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? '').trim();
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

import { priceView } from '../../../../shared/catalog/price-view';
import { In, type EntityManager } from 'typeorm';
import { inDialect } from '../../core/db/sql';
import { minorUnitDigits } from '../../../../shared/money';
import { hasRole } from '../../../../shared/roles';
import type { PriceView, ProductCard } from '../../../../shared/catalog/contract';
import { isDiscounted } from '../../../../shared/pricelists/pricing';
import { translate } from '../../core/db/columns';
import type { Dialect } from '../../core/db/data-source';
import type { RequestContext } from '../../core/context';
import { MissingError } from '../../core/errors';
import { isOutOfStock } from './availability';
import { categoryChainsOf, listedPrices, type CatalogPricer } from './catalog-pricing';
import type { CatalogCache } from './catalog-cache';
import type { PriceEndsCache } from './price-filter';
import { ProductAttribute, ProductAttributeValue } from './product-attribute.entity';
import { ProductCategory } from './product-category.entity';
import { ProductImage } from './product-image.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import {
  productUrl,
  shopTemplateOf,
  shopTemplateSql,
  shopVariantOf,
  shopVariantsSql,
  templateImageUrl,
  type ShopTemplate,
  type ShopTemplateRow,
  type ShopVariant,
  type ShopVariantRow,
} from './catalog-rows';

// The rows' types and SQL, for the shop's other reads.
export * from './catalog-rows';

export interface CatalogContext extends RequestContext {
  cartQuantityOf?: (productId: number) => Promise<number>;
  /** The visitor's price list; without it, the catalogue's own prices. */
  pricer?: CatalogPricer;
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
  /** Its public categories nearest first, when the pricer asked looks at categories (else empty). */
  categoryIds: number[];
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
export interface Configurator extends TemplateStructure {
  template: ShopTemplate;
  variants: ShopVariant[];
}

export const canSeeUnpublished = (ctx: RequestContext) => hasRole(ctx.user?.role, 'shop_manager');

/**
 * What every read of the shop shares: translations, prices, the template structures (cached), cards
 * of products, visibility, images. The configurator, the product page and the cart read model build
 * on it (product-configurator.ts, catalog.service.ts); the listing uses it (shop-listing.ts).
 */
export class CatalogReads {
  constructor(
    /** Also read by the shop listing (dialect, fewMatches). */
    readonly options: {
      dialect: Dialect;
      renderers: CatalogRenderers;
      defaultLang?: string;
      /** Up to this many matches a sorted search sorts them; above, it walks the sort's index (tests lower it). */
      fewMatches?: number;
      /** Template structures between requests; without it every call reads them. */
      cache?: CatalogCache<TemplateStructure>;
      /** Categories and attributes between requests (key 0); without it every listing reads them. */
      listsCache?: CatalogCache<CatalogLists>;
      /** The listing's price range ends between requests; without it every listing reads them. */
      priceEndsCache?: PriceEndsCache;
      /** Told of the writes made here (publishing), so every catalog cache is read again. */
      changed?: (em: EntityManager) => void;
    },
  ) {}

  protected get defaultLang() {
    return this.options.defaultLang ?? 'en_US';
  }

  /** A translated field in `lang`, else the default language's. */
  tr(value: ProductTemplate['name'], lang: string) {
    return translate(value, lang, this.defaultLang);
  }

  /** Money of the shop: minor units → decimal on the wire (rounded to the currency's precision). */
  static decimal(amount: number, currency: string): number {
    const digits = minorUnitDigits(currency);
    return Math.round(amount) / 10 ** digits;
  }

  /** Categories and attributes: from the cache, else read. */
  lists(em: EntityManager): Promise<CatalogLists> {
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

  /** The public categories of templates, nearest first, when the pricer's rules look at them. */
  async categoriesOf(em: EntityManager, pricer: CatalogPricer, templateIds: readonly number[]) {
    return pricer.usesCategories
      ? categoryChainsOf(em, (await this.lists(em)).categories, templateIds)
      : new Map();
  }

  /** Product cards of templates, in their order, priced by `pricer` (one unit). */
  async cards(
    em: EntityManager,
    templates: ShopTemplate[],
    lang: string,
    pricer: CatalogPricer = listedPrices,
  ): Promise<ProductCard[]> {
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
    const categories = await this.categoriesOf(em, pricer, ids);
    return templates.map((template) => {
      const quoted = pricer.quote({
        templateId: template.id,
        variantId: null,
        categoryIds: categories.get(template.id) ?? [],
        price: template.price,
        listPrice: template.listPrice,
        currency: template.currency,
        quantity: 1,
      });
      return {
        templateId: template.id,
        url: productUrl(template),
        name: this.tr(template.name, lang),
        imageUrl: `${templateImageUrl(template.id)}/300x300`,
        price: priceView(quoted.price, quoted.currency, lang),
        listPrice: isDiscounted(quoted) ? priceView(quoted.listPrice, quoted.currency, lang) : null,
        outOfStock: isOutOfStock(
          template.type,
          template.inventoryAvailability,
          available.get(template.id) ?? 0,
        ),
      };
    });
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

  protected async configurator(em: EntityManager, template: ShopTemplate): Promise<Configurator> {
    const structure = await this.structure(em, template.id);
    // Stock and variants change outside the catalog's writes (dynamic variants, stock moves): read each time.
    const rows = await em.query<ShopVariantRow[]>(inDialect(em, shopVariantsSql), [template.id]);
    return { ...structure, template, variants: rows.map(shopVariantOf) };
  }

  /** The template's lines, values, exclusions and images: from the cache, else read. */
  protected structure(em: EntityManager, templateId: number): Promise<TemplateStructure> {
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

  // ----- Publishing and images --------------------------------------------------------------------

  async togglePublished(ctx: RequestContext, id: number): Promise<boolean> {
    const repository = ctx.em.getRepository(ProductTemplate);
    const template = await repository.findOneBy({ id });
    if (!template) throw new MissingError('This product does not exist.');
    this.options.changed?.(ctx.em);
    await repository.update({ id }, { published: !template.published });
    return !template.published;
  }

  /** Names of attribute values, for the filters and the back office. */
  async attributeValueNames(em: EntityManager, ids: number[], lang: string): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const values = await em.getRepository(ProductAttributeValue).findBy({ id: In(ids) });
    return new Map(values.map((value) => [value.id, this.tr(value.name, lang)]));
  }
}

export function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? '').trim();
}

export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

// The catalog's and the cart's readers import it from here.
export { inDialect };

import { priceView } from '../../../../shared/catalog/price-view';
import {
  CatalogContext,
  VariantForCart,
  productUrl,
  variantImageUrl,
  ShopTemplate,
  variantForCartSql,
  VariantForCartRow,
  dbBoolean,
  parseTranslated,
  inDialect,
  firstParagraph,
  truncate,
  type Configurator,
} from './catalog-reads';
import { In, type EntityManager } from 'typeorm';
import { minorUnitDigits } from '../../../../shared/money';
import type {
  ProductAttributeLineView,
  ProductCard,
  ProductPageView,
  ShopListQuery,
  VariantRowView,
  ShopListView,
} from '../../../../shared/catalog/contract';
import { MissingError } from '../../core/errors';
import { isOutOfStock } from './availability';
import { ProductTemplate } from './product-template.entity';
import { combinationIdsOf, ProductVariant } from './product-variant.entity';
import { ProductConfigurator } from './product-configurator';
import { categoryTree } from './listing-filters';
import { ShopListing } from './shop-listing';
import { listedPrices, type CatalogPricer } from './catalog-pricing';

// What the catalogue's readers export, from one place (the rest of the feature and the cart import it here).
export {
  productUrl,
  templateImageUrl,
  variantImageUrl,
  type CarouselImage,
  type CatalogContext,
  type CatalogLists,
  type CatalogRenderers,
  type OptionalProductRow,
  type ShopTemplate,
  type TemplateStructure,
  type VariantForCart,
} from './catalog-reads';
export { SHOP_PAGE_SIZE } from './shop-listing';

/**
 * The shop's catalogue as the site reads it: the listing (shop-listing.ts), the configurator
 * (product-configurator.ts), the product page and what the cart needs of a variant.
 */
export class CatalogService extends ProductConfigurator {
  private readonly listing = new ShopListing(this);

  list(ctx: CatalogContext, input: ShopListQuery): Promise<ShopListView> {
    return this.listing.list(ctx, input);
  }

  search(...args: Parameters<ShopListing['search']>): ReturnType<ShopListing['search']> {
    return this.listing.search(...args);
  }

  categoryTree(em: EntityManager, lang: string): ReturnType<typeof categoryTree> {
    return categoryTree(this, em, lang);
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
    const pricer = ctx.pricer ?? listedPrices;
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
        priceExtra:
          value.priceExtra !== 0
            ? priceView(pricer.fromShopCurrency(value.priceExtra), info.currency, lang)
            : null,
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
        price: info.price.toFixed(minorUnitDigits(info.currency)),
        priceCurrency: info.currency,
        availability:
          anyInStock || conf.variants.length === 0
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        url: baseUrl + url,
      },
    };
    return {
      templateId: template.id,
      variantStyle: template.variantStyle,
      variantRows: template.variantStyle === 'list' ? await this.variantRows(ctx, conf) : [],
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
    options: { lang?: string; noVariantValueIds?: number[]; pricer?: CatalogPricer } = {},
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
    const categories = await this.categoriesOf(em, options.pricer ?? listedPrices, [templateId]);
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
      categoryIds: categories.get(templateId) ?? [],
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
  async accessoryCards(
    em: EntityManager,
    templateIds: number[],
    lang: string,
    pricer: CatalogPricer = listedPrices,
  ): Promise<ProductCard[]> {
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
    return this.cards(em, accessories.slice(0, 12), lang, pricer);
  }

  /**
   * Cards of published products, in the order of `templateIds` (unknown or unpublished ones left out),
   * each with its only active variant (null when it has several: options to choose) and its catalogue price.
   */
  async cardsOf(
    em: EntityManager,
    templateIds: readonly number[],
    lang: string,
    pricer: CatalogPricer = listedPrices,
  ): Promise<Array<ProductCard & { productId: number | null; catalogPrice: number; currency: string }>> {
    if (templateIds.length === 0) return [];
    const found = await em
      .getRepository(ProductTemplate)
      .findBy({ id: In([...templateIds]), published: true, active: true });
    const byId = new Map(found.map((template) => [template.id, template]));
    const templates = templateIds.flatMap((id) => byId.get(id) ?? []);
    const variants = await em
      .getRepository(ProductVariant)
      .find({
        where: { templateId: In(templates.map((template) => template.id)), active: true },
        select: { id: true, templateId: true },
      });
    const cards = await this.cards(em, templates, lang, pricer);
    return cards.map((card) => {
      const own = variants.filter((variant) => variant.templateId === card.templateId);
      const template = byId.get(card.templateId)!;
      // The catalogue's own price (minor units), whatever the price list: what price drops compare.
      return {
        ...card,
        productId: own.length === 1 ? own[0]!.id : null,
        catalogPrice: template.price,
        currency: template.currency,
      };
    });
  }

  /** The variants list (SPEC §2's list view): each active variant, its values and its price. */
  private async variantRows(ctx: CatalogContext, conf: Configurator): Promise<VariantRowView[]> {
    const rows: VariantRowView[] = [];
    for (const variant of conf.variants.filter((candidate) => candidate.active)) {
      const combination = combinationIdsOf(variant);
      const values = combination.map((id) => conf.values.get(id)).filter((value) => value !== undefined);
      const priceExtra = values.reduce((sum, value) => sum + value.priceExtra, 0);
      const quoted = await this.quoteOf(ctx, conf, { variant, priceExtra }, 1);
      rows.push({
        productId: variant.id,
        combination,
        name: values.map((value) => this.tr(value.attributeValue?.name ?? {}, ctx.lang)).join(' / '),
        price: priceView(quoted.price, quoted.currency, ctx.lang),
      });
    }
    return rows;
  }

  /** The tax of each template (null: the default tax), for the orders' lines. */
  async taxIdsOf(em: EntityManager, templateIds: readonly number[]): Promise<Map<number, number | null>> {
    if (!templateIds.length) return new Map();
    const templates = await em
      .getRepository(ProductTemplate)
      .find({ select: { id: true, taxId: true }, where: { id: In([...new Set(templateIds)]) } });
    return new Map(templates.map((template) => [template.id, template.taxId]));
  }
}

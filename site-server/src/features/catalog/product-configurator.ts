import { priceView } from '../../../../shared/catalog/price-view';
import { isDiscounted } from '../../../../shared/pricelists/pricing';
import { listedPrices } from './catalog-pricing';
import {
  CatalogContext,
  CarouselImage,
  OptionalProductRow,
  TemplateStructure,
  Configurator,
  productUrl,
  templateImageUrl,
  variantImageUrl,
  productImageUrl,
  ShopTemplate,
  ShopVariant,
  shopTemplatesSql,
  ShopTemplateRow,
  shopTemplateOf,
  inDialect,
  CatalogReads,
  firstParagraph,
} from './catalog-reads';
import { type EntityManager } from 'typeorm';
import type { CombinationInfo } from '../../../../shared/catalog/contract';
import { shopMessages } from '../../../../shared/catalog/contract';
import type { RequestContext } from '../../core/context';
import { MissingError, ValidationError } from '../../core/errors';
import { ProductTemplateAttributeValue } from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { combinationIdsOf, combinationKeyOf, ProductVariant } from './product-variant.entity';

/**
 * The product configurator (SPEC §3, §4, §7): whether a combination is possible, its price, name,
 * images and stock (combination info), dynamic variants, and the optional products of the add dialog.
 */
export class ProductConfigurator extends CatalogReads {
  protected lineOf(conf: TemplateStructure, value: ProductTemplateAttributeValue) {
    return conf.lines.find((line) => line.id === value.lineId);
  }

  protected isVariantMaking(conf: TemplateStructure, value: ProductTemplateAttributeValue) {
    return this.lineOf(conf, value)?.attribute?.createVariant !== 'no_variant';
  }

  /**
   * Checks a combination: one value of each line of the template, no excluded pair, and a variant
   * that exists and is active (or may be created, when the template has a dynamic attribute).
   */
  protected evaluate(conf: Configurator, combination: number[], parentCombination: readonly number[] = []) {
    const values: ProductTemplateAttributeValue[] = [];
    let possible = true;
    for (const id of combination) {
      const value = conf.values.get(id);
      if (value) values.push(value);
      else possible = false;
    }
    const linesCovered = new Set(values.map((value) => value.lineId));
    if (linesCovered.size !== values.length || linesCovered.size !== conf.lines.length) possible = false;
    for (const value of values) {
      const excluded = conf.exclusions.get(value.id);
      for (const other of values) if (excluded?.has(other.id)) possible = false;
      // An optional product's value that the main product's chosen values exclude (SPEC §7).
      for (const parentValue of parentCombination) if (excluded?.has(parentValue)) possible = false;
    }
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
  protected displayName(
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
  protected defaultCombination(conf: Configurator, parentCombination: readonly number[] = []): number[] {
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
          (candidate) =>
            ![...picked, ...parentCombination].some((id) => conf.exclusions.get(id)?.has(candidate.id)),
        );
        if (!value) {
          complete = false;
          break;
        }
        picked.push(value.id);
      }
      const ordered = this.inLineOrder(conf, picked);
      if (complete && this.evaluate(conf, ordered, parentCombination).possible) return ordered;
    }
    return this.inLineOrder(
      conf,
      conf.lines.flatMap((line) => (line.values?.[0] ? [line.values[0].id] : [])),
    );
  }

  protected inLineOrder(conf: Configurator, ids: number[]) {
    const order = new Map(conf.lines.map((line, index) => [line.id, index]));
    return [...ids].sort(
      (a, b) =>
        (order.get(conf.values.get(a)?.lineId ?? 0) ?? 0) - (order.get(conf.values.get(b)?.lineId ?? 0) ?? 0),
    );
  }

  protected imagesOf(conf: Configurator, variant: ShopVariant | null, lang: string): CarouselImage[] {
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
  protected carouselOf(
    conf: Configurator,
    variant: ShopVariant | null,
    images: CarouselImage[],
    lang: string,
  ) {
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

  /** A combination's price and compare-at price in the visitor's price list, for `quantity` units. */
  protected async quoteOf(
    ctx: CatalogContext,
    conf: Configurator,
    result: { variant: ShopVariant | null; priceExtra: number },
    quantity: number,
  ) {
    const { template } = conf;
    const pricer = ctx.pricer ?? listedPrices;
    const categories = await this.categoriesOf(ctx.em, pricer, [template.id]);
    return pricer.quote({
      templateId: template.id,
      variantId: result.variant?.id ?? null,
      categoryIds: categories.get(template.id) ?? [],
      price: template.price + result.priceExtra,
      listPrice: template.listPrice + result.priceExtra,
      currency: template.currency,
      quantity: Math.max(1, Math.floor(quantity) || 1),
    });
  }

  protected async infoOf(
    ctx: CatalogContext,
    conf: Configurator,
    combination: number[],
    options: { quantity?: number; parentCombination?: readonly number[] } = {},
  ): Promise<CombinationInfo> {
    const { template } = conf;
    const result = this.evaluate(conf, combination, options.parentCombination);
    const variant = result.variant && result.variant.active ? result.variant : null;
    const quoted = await this.quoteOf(ctx, conf, { ...result, variant }, options.quantity ?? 1);
    const currency = quoted.currency;
    const images = this.imagesOf(conf, variant, ctx.lang);
    const cartQty = variant && ctx.cartQuantityOf ? await ctx.cartQuantityOf(variant.id) : 0;
    return {
      product_id: variant ? variant.id : false,
      product_template_id: template.id,
      display_name: this.displayName(conf, result.values, ctx.lang),
      price: CatalogReads.decimal(quoted.price, currency),
      list_price: CatalogReads.decimal(quoted.listPrice, currency),
      has_discounted_price: isDiscounted(quoted) && result.possible,
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
    params: {
      productTemplateId: number;
      productId?: number | false;
      combination: number[];
      /** add_qty: a quantity break may lower the price. */
      quantity?: number;
      /** The main product's combination, when this one is an optional product of it. */
      parentCombination?: readonly number[];
    },
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
        : this.defaultCombination(conf, params.parentCombination);
    }
    return this.infoOf(ctx, conf, combination, params);
  }

  /** A variant's values plus the first values of the no_variant lines. */
  protected completeWithNoVariant(conf: Configurator, ids: number[]) {
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

  /**
   * show_optional_products: whether the add dialog has something to offer. With the main product's
   * chosen values (variant_values), an optional product they leave no possible combination of does
   * not count.
   */
  async hasOptionalProducts(
    ctx: CatalogContext,
    productId: number,
    variantValues: readonly number[] = [],
  ): Promise<boolean> {
    if (variantValues.length > 0)
      return (await this.optionalProductRows(ctx, productId, variantValues)).length > 0;
    const { template } = await this.visibleVariant(ctx, productId);
    return (await this.optionalTemplates(ctx.em, template.id)).length > 0;
  }

  /**
   * The rows of the add dialog: each optional product at its first possible combination, none of
   * whose values the main product's chosen values (`parentCombination`) exclude.
   */
  async optionalProductRows(
    ctx: CatalogContext,
    productId: number,
    parentCombination: readonly number[] = [],
  ): Promise<OptionalProductRow[]> {
    const { template } = await this.visibleVariant(ctx, productId);
    const rows: OptionalProductRow[] = [];
    for (const option of await this.optionalTemplates(ctx.em, template.id)) {
      const conf = await this.configurator(ctx.em, option);
      const combination = this.defaultCombination(conf, parentCombination);
      const result = this.evaluate(conf, combination, parentCombination);
      if (!result.possible || !result.variant) continue;
      const quoted = await this.quoteOf(ctx, conf, result, 1);
      rows.push({
        productId: result.variant.id,
        templateId: option.id,
        name: this.displayName(conf, result.values, ctx.lang),
        description: firstParagraph(this.tr(option.description, ctx.lang)),
        imageUrl: `${variantImageUrl(result.variant.id)}/90x90`,
        url: productUrl(option),
        price: priceView(quoted.price, quoted.currency, ctx.lang),
        listPrice: isDiscounted(quoted) ? priceView(quoted.listPrice, quoted.currency, ctx.lang) : null,
        combination,
      });
    }
    return rows;
  }

  optionalProductItemsHtml(rows: OptionalProductRow[], lang: string): string {
    return this.options.renderers.optionalProductRows(rows, lang);
  }
}

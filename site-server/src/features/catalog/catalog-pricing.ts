import type { Request } from 'express';
import { In, type EntityManager } from 'typeorm';
import { inDialect } from '../../core/db/sql';
import type { PricelistChoice } from '../../../../shared/pricelists/contract';
import { quote, ownCurrency, type PriceItem, type Quote } from '../../../../shared/pricelists/pricing';
import type { CatalogService } from './catalog.service';
import type { ProductCategory } from './product-category.entity';
import { ProductTemplate } from './product-template.entity';

/** Prices in one price list: what every price the catalog shows goes through. */
export interface CatalogPricer {
  readonly pricelistId: number | null;
  /** Whether rules look at categories (else the catalog does not read a product's categories). */
  readonly usesCategories: boolean;
  quote(item: PriceItem): Quote;
  /** An amount of the shop's currency (a value's price extra) in the price list's currency. */
  fromShopCurrency(amount: number): number;
  /**
   * The products (template ids) and categories with a rule of their own for one unit now; every other
   * product's price of one unit never goes down when its catalogue price goes up (listing-prices.ts).
   */
  ownRuleTargets(): { templateIds: readonly number[]; categoryIds: readonly number[] };
}

/**
 * Where prices come from: the pricelists feature plugs in here (CatalogExports.usePricing). Without
 * it, the catalogue's own prices.
 */
export interface CatalogPricing {
  /**
   * The pricer of a request's visitor. `asked` is a pricelist_id of SPEC §7: it must be one of
   * those offered to the visitor (refused otherwise).
   */
  forRequest(req: Request, em: EntityManager, asked?: number | false): Promise<CatalogPricer>;
  /** The price lists the visitor may switch between (the shop's switcher shows them when there are several). */
  choices(req: Request, em: EntityManager): Promise<PricelistChoice[]>;
}

/** The catalogue's own prices, in the currency they are written in. */
export const listedPrices: CatalogPricer = {
  pricelistId: null,
  usesCategories: false,
  quote: (item) => quote(item, null, ownCurrency(item.currency)),
  fromShopCurrency: (amount) => amount,
  ownRuleTargets: () => ({ templateIds: [], categoryIds: [] }),
};

/** A product's categories nearest first: its own, then their parents, up to the roots. */
export function categoryChain(categories: readonly ProductCategory[], own: readonly number[]): number[] {
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));
  const chain: number[] = [];
  let level = [...own];
  while (level.length > 0 && chain.length < 1000) {
    const next: number[] = [];
    for (const id of level) {
      if (chain.includes(id)) continue;
      chain.push(id);
      const parent = parentOf.get(id);
      if (parent !== null && parent !== undefined) next.push(parent);
    }
    level = next;
  }
  return chain;
}

/** The public categories of templates (one query), each chain nearest first. */
export async function categoryChainsOf(
  em: EntityManager,
  categories: readonly ProductCategory[],
  templateIds: readonly number[],
): Promise<Map<number, number[]>> {
  const chains = new Map<number, number[]>();
  const ids = [...new Set(templateIds)];
  if (ids.length === 0) return chains;
  const rows = await em.query<Array<{ templateId: number | string; categoryId: number | string }>>(
    inDialect(
      em,
      `SELECT "templateId", "categoryId" FROM "product_template_public_category"
       WHERE "templateId" IN (${ids.map(() => '?').join(', ')})`,
    ),
    ids,
  );
  for (const id of ids) {
    const own = rows.filter((row) => Number(row.templateId) === id).map((row) => Number(row.categoryId));
    chains.set(id, categoryChain(categories, own));
  }
  return chains;
}

/** What price rules point at, and the preview's product, as the pricelists feature reads them. */
export class CatalogPricingReads {
  constructor(private readonly catalog: CatalogService) {}

  /** Names of variants, products and categories (unknown ids are left out: a rule on them is refused). */
  async targetNames(
    em: EntityManager,
    ids: { variant: readonly number[]; product: readonly number[]; category: readonly number[] },
    lang = 'en_US',
  ) {
    const names = {
      variant: new Map<number, string>(),
      product: new Map<number, string>(),
      category: new Map<number, string>(),
    };
    for (const id of new Set(ids.variant)) {
      const variant = await this.catalog.variantForCart(em, id, { lang });
      if (variant) names.variant.set(id, variant.displayName);
    }
    if (ids.product.length)
      for (const template of await em
        .getRepository(ProductTemplate)
        .find({ select: { id: true, name: true }, where: { id: In([...new Set(ids.product)]) } }))
        names.product.set(template.id, this.catalog.tr(template.name, lang));
    if (ids.category.length)
      for (const category of (await this.catalog.lists(em)).categories)
        if (ids.category.includes(category.id))
          names.category.set(category.id, this.catalog.tr(category.name, lang));
    return names;
  }

  /** A product's id by its slug (the demo price lists name their products so); null when unknown. */
  async templateIdBySlug(em: EntityManager, slug: string): Promise<number | null> {
    const template = await em
      .getRepository(ProductTemplate)
      .findOne({ select: { id: true }, where: { slug } });
    return template?.id ?? null;
  }

  /** A product (its template, no variant chosen) as `pricer` prices it at `quantity`; null when unknown. */
  async templateItem(
    em: EntityManager,
    templateId: number,
    pricer: CatalogPricer,
    quantity: number,
  ): Promise<PriceItem | null> {
    const template = await em.getRepository(ProductTemplate).findOne({
      select: { id: true, price: true, listPrice: true, currency: true },
      where: { id: templateId },
    });
    if (!template) return null;
    const categories = await this.catalog.categoriesOf(em, pricer, [templateId]);
    return {
      templateId,
      variantId: null,
      categoryIds: categories.get(templateId) ?? [],
      price: template.price,
      listPrice: template.listPrice,
      currency: template.currency,
      quantity,
    };
  }
}

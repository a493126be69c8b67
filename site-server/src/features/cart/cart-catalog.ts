import type { EntityManager } from 'typeorm';
import type { inventoryAvailabilities, ProductCard, productTypes } from '../../../../shared/catalog/contract';
import type { LangCode } from '../../../../shared/i18n';
import type { CatalogPricer } from '../catalog';

/** Prices in a cart's price list, and the currency they are in. */
export interface CartPricer extends CatalogPricer {
  readonly currency: string;
}

/** A no_variant value chosen with a variant, as the catalog names it. */
export interface CartValueInfo {
  /** product.template.attribute.value id */
  id: number;
  attributeName: string;
  valueName: string;
  /** "Other, please specify": takes a typed value. */
  isCustom: boolean;
}

/** What the cart needs to know of a variant (product.product), in one language. */
export interface CartProduct {
  productId: number;
  templateId: number;
  /** Sold on the site: template published and active, variant active. */
  saleable: boolean;
  /** With the variant's values, e.g. "Desk (Steel, White)". */
  name: string;
  /** The product page without language prefix. */
  url: string;
  imageUrl: string;
  /** Minor units: the variant's catalogue price with the extras of the asked no_variant values. */
  price: number;
  /** Its compare-at price with the same extras. */
  listPrice: number;
  currency: string;
  /** Its public categories nearest first, when the pricer asked for looks at them. */
  categoryIds: number[];
  type: (typeof productTypes)[number];
  inventoryAvailability: (typeof inventoryAvailabilities)[number];
  virtualAvailable: number;
  /** The asked no_variant values that belong to this product (others are left out). */
  noVariantValues: CartValueInfo[];
}

/**
 * The catalog as the cart uses it; the catalog module's service implements it through
 * cart-catalog.adapter.ts.
 */
export interface CartCatalog {
  /** A variant, priced with the given no_variant values; null when unknown. */
  product(
    em: EntityManager,
    productId: number,
    lang: LangCode,
    noVariantValueIds?: number[],
    pricer?: CartPricer,
  ): Promise<CartProduct | null>;
  /** Accessory products of these templates (suggested in the cart), without those templates. */
  accessories(
    em: EntityManager,
    templateIds: number[],
    lang: LangCode,
    pricer?: CartPricer,
  ): Promise<ProductCard[]>;
  /**
   * The pricer of a cart's price list (null, unknown or no longer active: the shop's default);
   * every line is priced by it, at the units of its variant the whole cart holds.
   */
  pricer(em: EntityManager, pricelistId: number | null): Promise<CartPricer>;
  /** The shop's currency (the main company's). */
  currency(em: EntityManager): Promise<string>;
}

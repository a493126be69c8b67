/**
 * Contract of the shop (issue 4): the spec's configurator and cart calls (SPEC §3, §7 — wire names
 * kept as the spec has them) and the views the server gives the shop pages through the site's load
 * context (`context.vitrine.shop`). Prices on the wire are decimal numbers in the shop currency,
 * rounded to its precision (2 by default, SPEC §9); inside, money is integer minor units.
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';

const id = z.number().int().positive().max(MAX_ID);
/** JSON-RPC clients send `false` for "none". */
const idOrFalse = z.union([id, z.literal(false)]);

// ---------------------------------------------------------------------------------------------
// Configurator (SPEC §7: /product_configurator/*, with `_website` on the site)
// ---------------------------------------------------------------------------------------------

/** A combination is a list of product.template.attribute.value ids (one per attribute line). */
export const combinationSchema = z.array(id).max(50);

export const getCombinationInfoParams = z.object({
  product_template_id: id,
  product_id: idOrFalse.optional(),
  combination: combinationSchema,
  add_qty: z.number().min(0).max(1_000_000).default(1),
  pricelist_id: idOrFalse.optional(),
  parent_combination: combinationSchema.optional(),
});

export const inventoryAvailabilities = ['never', 'always', 'threshold', 'custom'] as const;
export const productTypes = ['product', 'consu', 'service'] as const; // stockable, consumable, service

/** SPEC §3 product combination info + the variant combination (stock) fields. */
export const combinationInfoSchema = z.object({
  product_id: idOrFalse, // false: a dynamic variant not created yet
  product_template_id: id,
  display_name: z.string(),
  price: z.number(),
  list_price: z.number(),
  has_discounted_price: z.boolean(),
  is_combination_possible: z.boolean(),
  /** HTML of the image carousel for this combination. */
  carousel: z.string(),
  currency: z.string(),
  // variant combination (SPEC §3): stock availability
  product_type: z.enum(productTypes),
  inventory_availability: z.enum(inventoryAvailabilities),
  available_threshold: z.number(),
  custom_message: z.string(),
  virtual_available: z.number(),
  cart_qty: z.number(),
  /** Same as product_template_id, under the spec's variant-combination name. */
  product_template: id,
});
export type CombinationInfo = z.infer<typeof combinationInfoSchema>;

/** The combination as product_template_attribute_value_ids, or as variant_values (the add dialog's name). */
export const createProductVariantParams = z
  .object({
    product_template_id: id,
    product_template_attribute_value_ids: combinationSchema.optional(),
    variant_values: combinationSchema.optional(),
  })
  .refine((params) => params.product_template_attribute_value_ids ?? params.variant_values, {
    message: 'Send the combination as product_template_attribute_value_ids or variant_values.',
    path: ['product_template_attribute_value_ids'],
  });

export const showOptionalProductsParams = z.object({
  product_id: id,
  variant_values: combinationSchema,
  pricelist_id: idOrFalse.optional(),
});

export const optionalProductItemsParams = z.object({
  product_id: id,
  pricelist_id: idOrFalse.optional(),
  /** The main product's chosen values: options whose values they exclude are left out or changed. */
  variant_values: combinationSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Selected products (SPEC §3), as the add dialog posts them in custom_values
// ---------------------------------------------------------------------------------------------

export const customAttributeValueSchema = z.object({
  attribute_value_id: id, // product.template.attribute.value id
  attribute_value_name: z.string().max(200),
  custom_value: z.string().max(500),
});

export const noVariantAttributeValueSchema = z.object({
  attribute_value_id: id,
  attribute_value_name: z.string().max(200),
  value: z.union([z.string(), z.number()]).optional(),
  attribute_name: z.string().max(200).optional(),
  is_custom: z.boolean().optional(),
});

export const selectedProductSchema = z.object({
  product_id: id,
  quantity: z.number().int().min(0).max(100_000),
  product_custom_attribute_values: z.array(customAttributeValueSchema).max(50).default([]),
  variant_values: combinationSchema.optional(),
  no_variant_attribute_values: z.array(noVariantAttributeValueSchema).max(50).default([]),
});
export type SelectedProduct = z.infer<typeof selectedProductSchema>;

// ---------------------------------------------------------------------------------------------
// Cart (SPEC §7)
// ---------------------------------------------------------------------------------------------

/** POST /shop/cart/update_json (JSON-RPC). */
export const cartUpdateJsonParams = z.object({
  line_id: id.optional(),
  product_id: id,
  set_qty: z.number().optional(),
  add_qty: z.number().optional(),
  display: z.boolean().optional(),
});

/** Its answer (SPEC §3 cart update response); the HTML blocks under Odoo's keys. */
export const cartUpdateJsonResult = z.object({
  quantity: z.number(),
  cart_quantity: z.number(),
  warning: z.string(),
  'website_sale.cart_lines': z.string(),
  'website_sale.short_cart_summary': z.string(),
});
export type CartUpdateJsonResult = z.infer<typeof cartUpdateJsonResult>;

/** Messages the shop shows exactly as the spec writes them. */
export const shopMessages = {
  combinationMissing: 'This combination does not exist.',
  /** A chosen value that takes a typed text ("Initials") came without one. */
  customValueMissing: 'Please enter the text your choice asks for.',
  badQuantity: 'User should not be 0 or Negative',
  addToCartTitle: 'Add to cart',
  proceedToCheckout: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
  myCart: 'My Cart',
} as const;

// ---------------------------------------------------------------------------------------------
// Views for the shop pages (context.vitrine.shop) — money already formatted for the language
// ---------------------------------------------------------------------------------------------

export interface PriceView {
  /** Decimal amount, e.g. 1250.5 */
  amount: number;
  /** Formatted for the page's language, e.g. "$1,250.50" */
  formatted: string;
}

export interface ProductCard {
  templateId: number;
  /** The product page's path without language prefix: /shop/product/{slug}-{id} */
  url: string;
  name: string;
  imageUrl: string; // /web/image/product.template/{id}/image/… (SPEC §7)
  price: PriceView;
  /** Shown struck through when list − price ≥ 0.01 (SPEC §9). */
  listPrice: PriceView | null;
  outOfStock: boolean;
}

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  url: string; // /shop/category/{slug}
  children: CategoryNode[];
}

export interface AttributeFilter {
  id: number;
  name: string;
  displayType: 'radio' | 'select' | 'color' | 'pills';
  values: Array<{ id: number; name: string; htmlColor: string | null; selected: boolean }>;
}

/** `rating`: best average stars of published reviews first (issue 29, item 9). */
export const shopSorts = ['featured', 'newest', 'name', 'price_asc', 'price_desc', 'rating'] as const;
export type ShopSort = (typeof shopSorts)[number];

export interface ShopListQuery {
  search?: string;
  categorySlug?: string;
  /** Selected attribute value ids (product.attribute.value). */
  attributeValueIds?: number[];
  sort?: ShopSort;
  page?: number;
  /** The price range slider's bounds, in the visitor's currency (decimal: min_price, max_price). */
  minPrice?: number;
  maxPrice?: number;
}

/** The listing's price range slider: the shop's range and the chosen one, in the visitor's currency (minor units). */
export interface PriceFilterView {
  currency: string;
  min: number;
  max: number;
  from: number;
  to: number;
}

export interface ShopListView {
  products: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  categories: CategoryNode[];
  currentCategory: CategoryNode | null;
  attributes: AttributeFilter[];
  search: string;
  sort: ShopSort;
  /** Null when the shop has no product to sell. */
  priceFilter: PriceFilterView | null;
}

export interface ProductAttributeLineView {
  /** product.template.attribute.line id */
  id: number;
  attributeId: number;
  name: string;
  displayType: 'radio' | 'select' | 'color' | 'pills';
  createVariant: 'always' | 'dynamic' | 'no_variant';
  values: Array<{
    /** product.template.attribute.value id: what combinations are made of */
    id: number;
    name: string;
    htmlColor: string | null;
    isCustom: boolean;
    priceExtra: PriceView | null;
  }>;
}

/** SPEC §2's variant selection: the attributes' selectors (radio, select, colour, dynamic), or a list of the variants. */
export const variantStyles = ['attributes', 'list'] as const;
export type VariantStyle = (typeof variantStyles)[number];

/** A row of the variants list: a variant's values (those that make variants) and its price. */
export interface VariantRowView {
  productId: number;
  combination: number[];
  name: string;
  price: PriceView;
}

export interface ProductPageView {
  templateId: number;
  variantStyle: VariantStyle;
  /** The variants list's rows (the 'list' style), active variants only. */
  variantRows: VariantRowView[];
  url: string;
  name: string;
  description: string; // plain text paragraphs
  images: Array<{ url: string; zoomUrl: string; alt: string }>;
  attributeLines: ProductAttributeLineView[];
  /** The first possible combination, and its info, for the first render. */
  defaultCombination: number[];
  combinationInfo: CombinationInfo;
  /** Pairs of value ids that cannot go together (for the page's scripts). */
  exclusions: Record<number, number[]>;
  hasOptionalProducts: boolean;
  published: boolean;
  /** schema.org Product JSON-LD, ready to embed. */
  jsonLd: Record<string, unknown>;
  metaDescription: string;
}

export interface CartLineView {
  id: number;
  productId: number;
  templateId: number;
  url: string;
  name: string; // with the variant's values
  description: string; // custom and no-variant values, one per line
  imageUrl: string;
  quantity: number;
  unitPrice: PriceView;
  subtotal: PriceView;
  /** Stock limit for the quantity input, null when unlimited. */
  maxQuantity: number | null;
}

export interface CartView {
  lines: CartLineView[];
  quantity: number; // total items
  untaxed: PriceView;
  tax: PriceView;
  total: PriceView;
  /** A promo code's discount, already taken off `untaxed` and `total` (coupons feature). */
  discount: { label: string; amount: PriceView } | null;
  /** Accessory products suggested for what is in the cart. */
  suggested: ProductCard[];
}

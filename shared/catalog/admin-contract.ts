/**
 * Contract of the back office's products API (/api/admin/products…, /api/admin/attributes…,
 * /api/admin/categories…), served by the catalog module with access 'shop_manager'.
 *
 * Money on this API is integer minor units (cents) of the main company's currency, which every
 * template answer carries in `currency`; use shared/money.ts to show and parse amounts.
 * Translated names are answered in the user's language and written in it (`lang` of the body,
 * else the user's language).
 *
 * Routes (all under /api/admin, JSON unless said otherwise):
 *   GET    /products?search=&categoryId=&published=&page=         → productTemplatePageSchema
 *   POST   /products                                              productTemplateInputSchema → productTemplateSchema
 *   GET    /products/:id                                          → productTemplateSchema
 *   PUT    /products/:id                                          productTemplateInputSchema → productTemplateSchema
 *   DELETE /products/:id                                          → 204 (archives: unpublished, inactive)
 *   PUT    /products/:id/variants/:variantId                      variantUpdateInputSchema → productTemplateSchema
 *   POST   /products/:id/images        multipart `file` (+ optional field `variantId`), header X-CSRF-Token
 *                                                                 → productTemplateSchema
 *   PUT    /products/:id/images/order                             imageOrderInputSchema → productTemplateSchema
 *   DELETE /products/:id/images/:imageId                          → productTemplateSchema
 *   GET    /products/export.csv                                   → text/csv (productCsvColumns)
 *   POST   /products/import   text/csv body, or multipart `file` with X-CSRF-Token
 *                                                                 → csvImportResultSchema
 *   GET    /attributes                                            → attributeListSchema
 *   POST   /attributes                                            attributeInputSchema → attributeSchema
 *   PUT    /attributes/:id                                        attributeInputSchema → attributeSchema
 *   DELETE /attributes/:id                                        → 204 (refused while a product uses it)
 *   POST   /attributes/:id/values                                 attributeValueInputSchema → attributeSchema
 *   PUT    /attributes/:id/values/:valueId                        attributeValueInputSchema → attributeSchema
 *   DELETE /attributes/:id/values/:valueId                        → attributeSchema (refused while used)
 *   GET    /categories                                            → categoryListSchema (flat, parentId; sorted)
 *   POST   /categories                                            categoryInputSchema → categorySchema
 *   PUT    /categories/:id                                        categoryInputSchema → categorySchema
 *   DELETE /categories/:id                                        → 204 (children move to its parent)
 *   GET    /products/options?search=                              → productOptionListSchema (pickers for
 *                                                                   optional and accessory products)
 * Publishing stays the foundation's POST /website/publish {id, object: 'product.template'}.
 */
import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';
import { inventoryAvailabilities, productTypes, variantStyles } from './contract';

export { inventoryAvailabilities, productTypes } from './contract';

const id = z.number().int().positive().max(MAX_ID);
const minorUnits = z.number().int().min(-1_000_000_000_00).max(1_000_000_000_00);
const requiredText = (max: number) =>
  z.string().trim().min(1, { message: 'This field is required.' }).max(max);

/** `?page=` / numeric query params: missing or empty means the default. */
const optionalNumberParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  numeric(z.number().int().positive().max(MAX_ID)).optional(),
);

export const CATALOG_ADMIN_PAGE_SIZE = 25;

export const attributeDisplayTypes = ['radio', 'select', 'color', 'pills'] as const;
export type AttributeDisplayType = (typeof attributeDisplayTypes)[number];
/** always: every combination is a variant; dynamic: made when first chosen; no_variant: never. */
export const variantCreationModes = ['always', 'dynamic', 'no_variant'] as const;
export type VariantCreationMode = (typeof variantCreationModes)[number];

export const productTypeSchema = z.enum(productTypes);
export const inventoryAvailabilitySchema = z.enum(inventoryAvailabilities);

// ---------------------------------------------------------------------------------------------
// Categories (public categories of the shop: a tree through parentId)
// ---------------------------------------------------------------------------------------------

export const categorySchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  parentId: id.nullable(),
  sequence: z.number().int(),
  /** "Furniture / Desks": for pickers. */
  completeName: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const categoryInputSchema = z.object({
  name: requiredText(200),
  /** Made from the name when empty; lowercase letters, digits and dashes. */
  slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Use lowercase letters, digits and dashes.' })
    .or(z.literal(''))
    .optional(),
  parentId: id.nullable().default(null),
  sequence: z.number().int().min(0).max(1_000_000).default(10),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

// ---------------------------------------------------------------------------------------------
// Attributes and their values
// ---------------------------------------------------------------------------------------------

export const attributeValueSchema = z.object({
  id,
  name: z.string(),
  /** '#rrggbb' for colour attributes. */
  htmlColor: z.string().nullable(),
  /** "Other, please specify": the shopper types a custom text. */
  isCustom: z.boolean(),
  sequence: z.number().int(),
});
export type AttributeValue = z.infer<typeof attributeValueSchema>;

export const attributeSchema = z.object({
  id,
  name: z.string(),
  displayType: z.enum(attributeDisplayTypes),
  createVariant: z.enum(variantCreationModes),
  sequence: z.number().int(),
  values: z.array(attributeValueSchema),
  /** How many templates use it (its mode cannot change while > 0). */
  productCount: z.number().int().nonnegative(),
});
export type Attribute = z.infer<typeof attributeSchema>;
export const attributeListSchema = z.array(attributeSchema);

export const attributeInputSchema = z.object({
  name: requiredText(200),
  displayType: z.enum(attributeDisplayTypes).default('radio'),
  createVariant: z.enum(variantCreationModes).default('always'),
  sequence: z.number().int().min(0).max(1_000_000).default(10),
});
export type AttributeInput = z.input<typeof attributeInputSchema>;

export const attributeValueInputSchema = z.object({
  name: requiredText(200),
  htmlColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'A colour is #rrggbb.' })
    .nullable()
    .default(null),
  isCustom: z.boolean().default(false),
  sequence: z.number().int().min(0).max(1_000_000).default(10),
});
export type AttributeValueInput = z.input<typeof attributeValueInputSchema>;

// ---------------------------------------------------------------------------------------------
// Product templates
// ---------------------------------------------------------------------------------------------

export const productImageSchema = z.object({
  id,
  /** /web/image/product.image/{id}/image?unique=… */
  url: z.string(),
  sequence: z.number().int(),
  /** null: an image of the template; else of this variant. */
  variantId: id.nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** One value of an attribute line on a template (product.template.attribute.value). */
export const templateAttributeValueSchema = z.object({
  /** product.template.attribute.value id: what combinations are made of */
  id,
  attributeValueId: id,
  name: z.string(),
  htmlColor: z.string().nullable(),
  isCustom: z.boolean(),
  priceExtra: minorUnits,
  /** Template attribute value ids (of other lines) this value cannot be combined with. */
  excludedValueIds: z.array(id),
});
export type TemplateAttributeValue = z.infer<typeof templateAttributeValueSchema>;

export const attributeLineSchema = z.object({
  id,
  attributeId: id,
  attributeName: z.string(),
  displayType: z.enum(attributeDisplayTypes),
  createVariant: z.enum(variantCreationModes),
  values: z.array(templateAttributeValueSchema),
});
export type AttributeLine = z.infer<typeof attributeLineSchema>;

/** A row of the variant grid (product.product). */
export const variantSchema = z.object({
  id,
  /** "Desk (Steel, 160 cm)" */
  displayName: z.string(),
  /** Template attribute value ids of this variant (one per variant-making line). */
  valueIds: z.array(id),
  valueNames: z.array(z.string()),
  /** Sum of the price extras of its values. */
  priceExtra: minorUnits,
  /** Template price + price extra. */
  price: minorUnits,
  qtyAvailable: z.number(),
  virtualAvailable: z.number(),
  active: z.boolean(),
  defaultCode: z.string(),
  imageUrl: z.string(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productTemplateRowSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  type: productTypeSchema,
  published: z.boolean(),
  active: z.boolean(),
  listPrice: minorUnits,
  price: minorUnits,
  currency: z.string(),
  categoryIds: z.array(id),
  variantCount: z.number().int().nonnegative(),
  /** Sum over active variants; 0 for services. */
  qtyAvailable: z.number(),
  imageUrl: z.string(),
  /** Site URL of its page: /shop/product/{slug}-{id} */
  websiteUrl: z.string(),
});
export type ProductTemplateRow = z.infer<typeof productTemplateRowSchema>;

export const productTemplatePageSchema = z.object({
  items: z.array(productTemplateRowSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive().max(MAX_ID),
  pageSize: z.number().int().positive().max(MAX_ID),
});
export type ProductTemplatePage = z.infer<typeof productTemplatePageSchema>;

export const productTemplateListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  categoryId: optionalNumberParam,
  /** 'true' | 'false' | '' (both) */
  published: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : undefined),
    z.boolean().optional(),
  ),
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    numeric(z.number().int().positive().max(100_000)).default(1),
  ),
});
export type ProductTemplateListQuery = z.input<typeof productTemplateListQuerySchema>;

export const productRefSchema = z.object({ id, name: z.string(), imageUrl: z.string() });
export type ProductRef = z.infer<typeof productRefSchema>;
export const productOptionListSchema = z.array(productRefSchema);

export const productTemplateSchema = productTemplateRowSchema.extend({
  description: z.string(),
  availableThreshold: z.number(),
  inventoryAvailability: inventoryAvailabilitySchema,
  customMessage: z.string(),
  sequence: z.number().int(),
  /** null: the default tax. */
  taxId: id.nullable(),
  variantStyle: z.enum(variantStyles),
  attributeLines: z.array(attributeLineSchema),
  variants: z.array(variantSchema),
  /** Template images then variant images, each group by sequence. */
  images: z.array(productImageSchema),
  optionalProducts: z.array(productRefSchema),
  accessoryProducts: z.array(productRefSchema),
});
export type ProductTemplate = z.infer<typeof productTemplateSchema>;

export const attributeLineInputSchema = z.object({
  attributeId: id,
  values: z
    .array(
      z.object({
        attributeValueId: id,
        priceExtra: minorUnits.default(0),
        /** attributeValueIds (of other lines of this template) that cannot go with this value. */
        excludedAttributeValueIds: z.array(id).max(200).default([]),
      }),
    )
    .min(1, { message: 'Choose at least one value.' })
    .max(200),
});
export type AttributeLineInput = z.input<typeof attributeLineInputSchema>;

/**
 * Create or replace a template. Attribute lines are matched by attributeId: kept lines keep their
 * variants; 'always' variants are created for new combinations and archived for removed ones.
 */
export const productTemplateInputSchema = z
  .object({
    name: requiredText(200),
    description: z.string().max(20_000).default(''),
    slug: z
      .string()
      .trim()
      .max(200)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Use lowercase letters, digits and dashes.' })
      .or(z.literal(''))
      .optional(),
    type: productTypeSchema.default('consu'),
    listPrice: minorUnits.refine((value) => value >= 0, { message: 'A price cannot be negative.' }),
    price: minorUnits.refine((value) => value >= 0, { message: 'A price cannot be negative.' }),
    inventoryAvailability: inventoryAvailabilitySchema.default('never'),
    availableThreshold: z.number().min(0).max(1_000_000).default(5),
    customMessage: z.string().max(500).default(''),
    taxId: id.nullable().default(null),
    variantStyle: z.enum(variantStyles).default('attributes'),
    categoryIds: z.array(id).max(50).default([]),
    optionalProductIds: z.array(id).max(100).default([]),
    accessoryProductIds: z.array(id).max(100).default([]),
    attributeLines: z.array(attributeLineInputSchema).max(20).default([]),
    sequence: z.number().int().min(0).max(1_000_000).default(10),
    /** Language of name and description; the user's language when absent. */
    lang: z.string().max(10).optional(),
  })
  .refine((input) => input.price <= input.listPrice || input.listPrice === 0, {
    message: 'The price cannot be above the list price.',
    path: ['price'],
  });
export type ProductTemplateInput = z.input<typeof productTemplateInputSchema>;

export const variantUpdateInputSchema = z.object({
  /** Stock on hand; virtual available follows it (no incoming/outgoing moves yet). */
  qtyAvailable: z.number().min(0).max(100_000_000).optional(),
  active: z.boolean().optional(),
  defaultCode: z.string().trim().max(100).optional(),
});
export type VariantUpdateInput = z.infer<typeof variantUpdateInputSchema>;

/** Image ids in their new order (template images; or one variant's images). */
export const imageOrderInputSchema = z.object({ imageIds: z.array(id).min(1).max(200) });
export type ImageOrderInput = z.infer<typeof imageOrderInputSchema>;

// ---------------------------------------------------------------------------------------------
// CSV import / export: one row per template
// ---------------------------------------------------------------------------------------------

/**
 * Columns of the CSV (header row required on import, any order; unknown columns are errors).
 * id empty → create; id set → update that template. Prices are decimals ("12.50") in the
 * company currency. categories: category slugs separated by "|". published: true/false.
 */
export const productCsvColumns = [
  'id',
  'name',
  'slug',
  'type',
  'list_price',
  'price',
  'categories',
  'published',
  'inventory_availability',
  'available_threshold',
  'custom_message',
  'qty_available',
  'description',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** Most rows one import takes. */
export const CSV_IMPORT_MAX_ROWS = 20_000;

export const csvRowErrorSchema = z.object({
  /** 1-based data row number (the header is row 0). */
  row: z.number().int().nonnegative(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

/** When `errors` is not empty nothing was written (created and updated are then 0). */
export const csvImportResultSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  errors: z.array(csvRowErrorSchema),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

import type { ProductImage } from './product-image.entity';
import type { ProductTemplate } from './product-template.entity';
import type { ProductVariant } from './product-variant.entity';

/**
 * The shop's rows as its reads fetch them with plain SQL (one lean query each, no entity loading):
 * the columns, the SQL, and the raw values turned into typed ones (SQLite gives 0/1 and JSON text,
 * PostgreSQL bigints as strings); and the shop's addresses of products and images.
 */
export const productUrl = (template: Pick<ProductTemplate, 'id' | 'slug'>) =>
  `/shop/product/${template.slug}-${template.id}`;
export const templateImageUrl = (templateId: number) => `/web/image/product.template/${templateId}/image`;
export const variantImageUrl = (productId: number) => `/web/image/product.product/${productId}/image`;
export const productImageUrl = (image: ProductImage, size?: string) =>
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
  | 'variantStyle'
>;
export type ShopVariant = Pick<
  ProductVariant,
  'id' | 'templateId' | 'combinationKey' | 'active' | 'virtualAvailable'
>;

// Hot paths (every combination info, every cart change) read with plain SQL: TypeORM's query
// building cost more than the queries themselves.
export const shopTemplateSql = `SELECT "id", "name", "description", "slug", "type", "listPrice", "price", "currency", "published",
  "active", "sequence", "inventoryAvailability", "availableThreshold", "customMessage", "variantStyle" FROM "product_template" WHERE "id" = ?`;
/** Followed by `IN (…)`. */
export const shopTemplatesSql = shopTemplateSql.replace(/= \?$/, '');
export const shopVariantsSql = `SELECT "id", "templateId", "combinationKey", "active", "virtualAvailable"
  FROM "product_product" WHERE "templateId" = ? ORDER BY "id"`;

export type Raw<T> = { [K in keyof T]: T[K] | string | number };
export type ShopTemplateRow = Raw<ShopTemplate>;
export type ShopVariantRow = Raw<ShopVariant>;

export const shopTemplateOf = (row: ShopTemplateRow): ShopTemplate => ({
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
  variantStyle: row.variantStyle === 'list' ? 'list' : 'attributes',
});

export const shopVariantOf = (row: ShopVariantRow): ShopVariant => ({
  id: Number(row.id),
  templateId: Number(row.templateId),
  combinationKey: String(row.combinationKey),
  active: dbBoolean(row.active),
  virtualAvailable: Number(row.virtualAvailable),
});

/** A variant and its template's fields, as the cart reads them (variantForCart). */
export const variantForCartSql = `SELECT "p"."id", "p"."templateId", "p"."combinationKey", "p"."active", "p"."virtualAvailable",
  "t"."name", "t"."slug", "t"."price", "t"."listPrice", "t"."currency", "t"."published", "t"."active" AS "templateActive",
  "t"."type", "t"."inventoryAvailability", "t"."availableThreshold", "t"."customMessage"
  FROM "product_product" "p" INNER JOIN "product_template" "t" ON "t"."id" = "p"."templateId" WHERE "p"."id" = ?`;

export interface VariantForCartRow {
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
export const dbBoolean = (value: unknown) => value === true || value === 1 || value === '1';

/** A translated (simple-json) column read raw. */
export function parseTranslated(value: unknown): ProductTemplate['name'] {
  if (typeof value !== 'string') return (value ?? {}) as ProductTemplate['name'];
  try {
    return JSON.parse(value) as ProductTemplate['name'];
  } catch {
    return {};
  }
}

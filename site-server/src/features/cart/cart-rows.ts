import type { EntityManager } from 'typeorm';
import { forUpdate } from '../../core/db/locks';
import { inDialect } from '../../core/db/sql';
import { tokenHash } from '../../core/security/access-token';
import { Cart, CartLine, type CartLineCustomValue, type CartLineNoVariantValue } from './cart.entity';

// The reads of every cart change, in plain SQL: TypeORM's query building cost more than the
// queries. The rows come back as entities without their created/updated timestamps (unused here).

type Raw<T> = { [K in keyof T]: T[K] | string | number | null };

const cartColumns = `"id", "tokenHash", "userId", "currency", "pricelistId", "state"`;
const lineColumns = `"id", "cartId", "productId", "quantity", "unitPrice", "customValues", "noVariantValues", "valuesKey", "parentLineId"`;

type CartRow = Raw<Pick<Cart, 'id' | 'tokenHash' | 'userId' | 'currency' | 'pricelistId' | 'state'>>;
type LineRow = Raw<
  Pick<
    CartLine,
    | 'id'
    | 'cartId'
    | 'productId'
    | 'quantity'
    | 'unitPrice'
    | 'customValues'
    | 'noVariantValues'
    | 'valuesKey'
    | 'parentLineId'
  >
>;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function jsonList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string' || value === '') return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

const cartOf = (row: CartRow): Cart =>
  Object.assign(new Cart(), {
    id: Number(row.id),
    tokenHash: row.tokenHash === null ? null : String(row.tokenHash),
    userId: nullableNumber(row.userId),
    currency: String(row.currency),
    pricelistId: nullableNumber(row.pricelistId),
    state: row.state as Cart['state'],
  });

const lineOf = (row: LineRow): CartLine =>
  Object.assign(new CartLine(), {
    id: Number(row.id),
    cartId: Number(row.cartId),
    productId: Number(row.productId),
    quantity: Number(row.quantity),
    unitPrice: Number(row.unitPrice),
    customValues: jsonList<CartLineCustomValue>(row.customValues),
    noVariantValues: jsonList<CartLineNoVariantValue>(row.noVariantValues),
    valuesKey: String(row.valuesKey),
    parentLineId: nullableNumber(row.parentLineId),
  });

/** How a cart is read: `lock` locks its row until the transaction ends (PostgreSQL), in the same statement. */
export interface CartRead {
  lock?: boolean;
}

/** The draft anonymous cart of a cookie token, or null. */
export async function findAnonymousCart(
  em: EntityManager,
  token: string,
  { lock = false }: CartRead = {},
): Promise<Cart | null> {
  const rows = await em.query<CartRow[]>(
    inDialect(
      em,
      `SELECT ${cartColumns} FROM "cart" WHERE "tokenHash" = ? AND "userId" IS NULL AND "state" = 'draft' LIMIT 1${lock ? forUpdate(em) : ''}`,
    ),
    [tokenHash(token)],
  );
  return rows[0] ? cartOf(rows[0]) : null;
}

/** A customer's draft cart (their latest), or null. */
export async function findUserCart(
  em: EntityManager,
  userId: number,
  { lock = false }: CartRead = {},
): Promise<Cart | null> {
  const rows = await em.query<CartRow[]>(
    inDialect(
      em,
      `SELECT ${cartColumns} FROM "cart" WHERE "userId" = ? AND "state" = 'draft' ORDER BY "id" DESC LIMIT 1${lock ? forUpdate(em) : ''}`,
    ),
    [userId],
  );
  return rows[0] ? cartOf(rows[0]) : null;
}

/** The lines of a cart, oldest first. */
export async function linesOfCart(em: EntityManager, cartId: number): Promise<CartLine[]> {
  const rows = await em.query<LineRow[]>(
    inDialect(em, `SELECT ${lineColumns} FROM "cart_line" WHERE "cartId" = ? ORDER BY "id"`),
    [cartId],
  );
  return rows.map(lineOf);
}

/** One line of a cart by id, or null (another cart's line is null too). */
export async function lineOfCart(
  em: EntityManager,
  cartId: number,
  lineId: number,
): Promise<CartLine | null> {
  const rows = await em.query<LineRow[]>(
    inDialect(em, `SELECT ${lineColumns} FROM "cart_line" WHERE "id" = ? AND "cartId" = ?`),
    [lineId, cartId],
  );
  return rows[0] ? lineOf(rows[0]) : null;
}

/** The product's plain line (no values, no parent) in a cart, or null. */
export async function plainLineOf(
  em: EntityManager,
  cartId: number,
  productId: number,
): Promise<CartLine | null> {
  const rows = await em.query<LineRow[]>(
    inDialect(
      em,
      `SELECT ${lineColumns} FROM "cart_line"
       WHERE "cartId" = ? AND "productId" = ? AND "valuesKey" = '' AND "parentLineId" IS NULL LIMIT 1`,
    ),
    [cartId, productId],
  );
  return rows[0] ? lineOf(rows[0]) : null;
}

/** A line's quantity and unit price (what TypeORM's update would write, `updated` included). */
export async function setLineQuantity(
  em: EntityManager,
  lineId: number,
  quantity: number,
  unitPrice: number,
) {
  await em.query(
    inDialect(
      em,
      `UPDATE "cart_line" SET "quantity" = ?, "unitPrice" = ?, "updated" = CURRENT_TIMESTAMP WHERE "id" = ?`,
    ),
    [quantity, unitPrice, lineId],
  );
}

// The catalog's and the cart's readers import it from here.
export { inDialect };

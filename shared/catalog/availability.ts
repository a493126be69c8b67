/**
 * The stock availability rules of SPEC §4 and the cart quantity rule of SPEC §5, as pure
 * functions shared by the server (cart module) and the shop pages, so both apply the same code.
 */
import { t, type LangCode } from '../i18n';

/** The variant combination fields the rules read (SPEC §3), as the combination info carries them. */
export interface StockInfo {
  product_type: 'product' | 'consu' | 'service';
  inventory_availability: 'never' | 'always' | 'threshold' | 'custom';
  virtual_available: number;
  /** What the visitor's cart already holds of this variant. */
  cart_qty: number;
}

/** Only stockable products sold with 'always' or 'threshold' availability are limited by stock. */
export function limitsSales(info: Pick<StockInfo, 'product_type' | 'inventory_availability'>): boolean {
  return (
    info.product_type === 'product' &&
    (info.inventory_availability === 'always' || info.inventory_availability === 'threshold')
  );
}

/** How many more units may be added (never below 0), or null when stock sets no limit. */
export function availableToAdd(info: StockInfo): number | null {
  if (!limitsSales(info)) return null;
  return Math.max(0, Math.floor(info.virtual_available) - Math.max(0, info.cart_qty));
}

export interface AddToCartState {
  /** The quantity to show in the input: reduced to the available amount, or 1. */
  quantity: number;
  /** The add button is disabled and marked out of stock. */
  outOfStock: boolean;
  /** What may still be added, null when unlimited. */
  available: number | null;
}

/**
 * SPEC §4 on the product page: for stockable products with always/threshold availability, a
 * quantity over what is available (after subtracting what is in the cart) is reduced to the
 * available amount, or 1; the add button is out of stock when the quantity still exceeds what
 * is available, when availability is under 1, or when the quantity is under 1.
 */
export function addToCartState(info: StockInfo, requested: number): AddToCartState {
  const available = availableToAdd(info);
  if (available === null) return { quantity: requested, outOfStock: false, available };
  const quantity = requested > available ? available || 1 : requested;
  const outOfStock = quantity > available || available < 1 || quantity < 1;
  return { quantity, outOfStock, available };
}

/**
 * SPEC §5: a cart quantity typed as zero, negative or not a number becomes 1, with the alert
 * 'User should not be 0 or Negative' (shopMessages.badQuantity).
 */
export function typedCartQuantity(raw: number | string): { quantity: number; badQuantity: boolean } {
  // Whole units, as parseInt reads the input ('2.7' is 2, '0.5' is 0).
  const value = Math.trunc(typeof raw === 'number' ? raw : Number(String(raw).trim() || NaN));
  if (!Number.isFinite(value) || value <= 0) return { quantity: 1, badQuantity: true };
  return { quantity: value, badQuantity: false };
}

/** Why the server changed the quantity asked for. */
export type StockWarning =
  { kind: 'limited'; asked: number; available: number } | { kind: 'unavailable' } | null;

/**
 * The cart's own check (server side): `requested` is the quantity wanted on one line,
 * `otherLines` what other lines of the cart hold of the same variant. Over the stock, the line
 * keeps what is left, with a warning; nothing left means the line goes (quantity 0).
 */
export function limitLineQuantity(
  info: Omit<StockInfo, 'cart_qty'>,
  requested: number,
  otherLines: number,
): { quantity: number; warning: StockWarning } {
  if (!limitsSales(info) || requested <= 0) return { quantity: Math.max(0, requested), warning: null };
  const left = Math.max(0, Math.floor(info.virtual_available) - otherLines);
  if (requested <= left) return { quantity: requested, warning: null };
  if (left === 0) return { quantity: 0, warning: { kind: 'unavailable' } };
  return { quantity: left, warning: { kind: 'limited', asked: requested, available: left } };
}

/** The server's warning text in the visitor's language ('' when there is none). */
export function stockWarningText(warning: StockWarning, lang: LangCode): string {
  if (!warning) return '';
  if (warning.kind === 'unavailable') return t(lang, 'shop.cart.warning.unavailable');
  return t(lang, 'shop.cart.warning.limited', warning.asked, warning.available);
}

/**
 * A warning as a query parameter (`cart_warning`), for the cart page a form post redirects to:
 * 'limited.8.5' or 'unavailable'. Only numbers travel, so a link cannot put words on the page.
 */
export function stockWarningParam(warning: StockWarning): string | null {
  if (!warning) return null;
  return warning.kind === 'unavailable' ? 'unavailable' : `limited.${warning.asked}.${warning.available}`;
}

export function parseStockWarningParam(param: string | null | undefined): StockWarning {
  if (param === 'unavailable') return { kind: 'unavailable' };
  const match = /^limited\.(\d{1,5})\.(\d{1,5})$/.exec(param ?? '');
  return match ? { kind: 'limited', asked: Number(match[1]), available: Number(match[2]) } : null;
}

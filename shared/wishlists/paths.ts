/**
 * The wishlists' addresses and the codes their form posts come back with (plain values: the pages'
 * browser code reads them too).
 */
export const WISHLIST_PATH = '/shop/wishlist';
/** POST: `template_id`, `wanted` ('1' adds, '0' removes), `csrf_token`. */
export const WISHLIST_SET_PATH = '/shop/wishlist/set';
/** GET `/shop/wishlist/shared/{token}`: the read-only list of a share link. */
export const WISHLIST_SHARED_PATH = '/shop/wishlist/shared';
/** POST: `product_id`, `email` (a visitor's; a customer's own address otherwise), `csrf_token`. */
export const STOCK_ALERT_PATH = '/shop/stock-alert';

/** The query parameter a stock alert's form post comes back with, and its outcomes. */
export const STOCK_ALERT_PARAM = 'stock_alert';
export const stockAlertOutcomes = ['done', 'in_stock', 'bad_email', 'unknown', 'too_many'] as const;
export type StockAlertOutcome = (typeof stockAlertOutcomes)[number];

/** The query parameter a wishlist form post comes back with when the list is full. */
export const WISHLIST_FULL_PARAM = 'wishlist_full';

/** At most this many products on one list (the page shows them all, the page cache keys pages by them). */
export const MAX_WISHLIST_ITEMS = 100;

/**
 * What the cart's form posts tell the page they send the shopper to (SPEC §8: the server's cart
 * warning is a dismissable red alert; 'This combination does not exist.'). Only codes and numbers
 * travel in the address (`cart_warning`, `cart_error`); the page words them in its own language, so
 * a link can never put a text of its own on the page.
 */
import { t, type LangCode, type MessageKey } from '../i18n';
import { parseStockWarningParam, stockWarningText } from './availability';

/** The query parameters the cart's form posts add to the page they redirect to. */
export const CART_WARNING_PARAM = 'cart_warning';
export const CART_ERROR_PARAM = 'cart_error';

/** Why POST /shop/cart/update refused a change: the `cart_error` code. */
export const cartErrorCodes = [
  'product_unavailable',
  'combination_missing',
  'custom_value_missing',
  'line_missing',
  'bad_input',
] as const;
export type CartErrorCode = (typeof cartErrorCodes)[number];

const cartErrorKeys: Record<CartErrorCode, MessageKey> = {
  product_unavailable: 'shop.cart.error.productUnavailable',
  combination_missing: 'shop.product.combinationMissing',
  custom_value_missing: 'shop.product.customValueMissing',
  line_missing: 'shop.cart.error.lineMissing',
  bad_input: 'shop.cart.error.badInput',
};

const isCartErrorCode = (value: string | null): value is CartErrorCode =>
  cartErrorCodes.some((code) => code === value);

/** The texts of a page address's cart warning and cart error, in `lang`; unknown values show nothing. */
export function cartAlertTexts(search: URLSearchParams, lang: LangCode): string[] {
  const texts = [stockWarningText(parseStockWarningParam(search.get(CART_WARNING_PARAM)), lang)];
  const error = search.get(CART_ERROR_PARAM);
  if (isCartErrorCode(error)) texts.push(t(lang, cartErrorKeys[error]));
  return texts.filter((text) => text !== '');
}

/** The page's address without the cart's parameters (what dismissing the alert leaves). */
export function withoutCartAlerts(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(CART_WARNING_PARAM);
  rest.delete(CART_ERROR_PARAM);
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}

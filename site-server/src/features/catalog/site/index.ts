/** What the cart's pages use of the shop's browser code: quantity inputs, timings, the cart calls, the header count, the cart's alerts, the shop's stylesheet. */
export { CartAlerts } from './cart-alerts';
export { default as shopCss } from './shop.css?url';
export { setCartCount } from './fly-to-cart';
export { formatPrice } from './price';
export { steppedQuantity } from './quantity';
export { recordPageView, updateCartLine } from './shop-calls';
export { CART_QUANTITY_DEBOUNCE_MS, debounce, POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from './timing';

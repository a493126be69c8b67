/** What other features' pages may use of the cart: the header's cart link with its popover, the visitor's cart. */
export { CartLink } from './cart-link';
export { siteCart } from './context';

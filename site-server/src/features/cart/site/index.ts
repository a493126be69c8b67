/** What other features' pages may use of the cart: the header's cart link with its popover. */
export { CartLink } from './cart-link';

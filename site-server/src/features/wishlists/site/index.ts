/** What other features' pages may use of the wishlists: the heart, the header's link, "E-mail me when it is back". */
export { WishlistHeart } from './wishlist-heart';
export { WishlistLink } from './wishlist-link';
export { BackInStockForm } from './back-in-stock';

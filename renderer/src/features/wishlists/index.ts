/** Settings → Wishlists: its card, shown on the Settings screen. */
export { WishlistSettingsCard } from './wishlist-settings-card';

import type { ProductCard } from '../catalog/contract';

/** One product of a wishlist as its page shows it (in the visitor's price list). */
export interface WishlistItemView extends ProductCard {
  /** The variant "Add to cart" posts: the product's only active variant; null when there are options to choose. */
  productId: number | null;
}

/** /shop/wishlist: the visitor's list, with its read-only share link. */
export interface WishlistView {
  items: WishlistItemView[];
  /** Absolute (from the configured public address); null while the list is empty. */
  shareUrl: string | null;
}

/** /shop/wishlist/shared/{token}: someone's list, read-only; null for a forged or stale link. */
export type SharedWishlistView = { items: WishlistItemView[] } | null;

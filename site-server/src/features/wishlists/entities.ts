import { StockAlert } from './stock-alert.entity';
import { Wishlist, WishlistItem, WishlistSettings } from './wishlist.entity';

export const wishlistEntities = [Wishlist, WishlistItem, WishlistSettings, StockAlert];

import { StockAlert } from './stock-alert.entity';
import { Wishlist, WishlistItem } from './wishlist.entity';

export const wishlistEntities = [Wishlist, WishlistItem, StockAlert];

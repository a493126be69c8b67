import { data } from 'react-router';
import type { SharedWishlistView, WishlistView } from '@shared/wishlists/views';
import type { SiteContext } from '../../../core/site/context';

/** The visitor's wishlist and share links' lists (the wishlists feature fills it). */
export interface SiteWishlist {
  view(): Promise<WishlistView>;
  shared(token: string): Promise<SharedWishlistView>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Filled by the wishlists feature's siteContext hook. */
    wishlist?: SiteWishlist;
  }
}

/** The wishlists in the load context; a site without them answers 404 for their pages. */
export function siteWishlist(site: SiteContext): SiteWishlist {
  if (!site.wishlist) throw data(null, { status: 404 });
  return site.wishlist;
}

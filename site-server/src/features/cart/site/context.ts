import { data } from 'react-router';
import type { CartView } from '@shared/catalog/contract';
import type { SiteContext } from '../../../core/site/context';

/** The visitor's cart (the cart feature fills it). */
export interface SiteCart {
  view(): Promise<CartView>;
  /** Units of a variant already in the cart (the combination info's cart_qty). */
  quantityOf(productId: number): Promise<number>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** The visitor's cart: filled by the cart feature's siteContext hook. */
    cart?: SiteCart;
  }
}

/** The visitor's cart in the load context; a site without the cart answers 404 for the cart page. */
export function siteCart(site: SiteContext): SiteCart {
  if (!site.cart) throw data(null, { status: 404 });
  return site.cart;
}

import { useEffect, useState } from 'react';
import { useSite } from '../../../core/site/shell-data';

const CHANGED = 'vitrine:wishlist';

/**
 * The products on the visitor's wishlist: the page's (from the server), then what the latest heart
 * pressed on this page answered, so the header's count and every heart of the product agree.
 */
export function useWishlistIds(): number[] {
  const { wishlistIds } = useSite();
  const [ids, setIds] = useState(wishlistIds);
  useEffect(() => setIds(wishlistIds), [wishlistIds]);
  useEffect(() => {
    const changed = (event: Event) => setIds((event as CustomEvent<number[]>).detail);
    window.addEventListener(CHANGED, changed);
    return () => window.removeEventListener(CHANGED, changed);
  }, []);
  return ids;
}

export function announceWishlist(ids: number[]): void {
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: ids }));
}

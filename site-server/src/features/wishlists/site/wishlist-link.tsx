import { Link } from '../../../core/site/components/link';
import { WISHLIST_PATH } from '@shared/wishlists/paths';
import { useSite, useT } from '../../../core/site/shell-data';
import { useWishlistIds } from './wishlist-state';
import wishlistLinkCss from './wishlist-link.css?url';

/** The header's link to /shop/wishlist with the number of products on the list. */
export function WishlistLink() {
  const t = useT();
  const { urlPrefix } = useSite();
  const count = useWishlistIds().length;
  return (
    <>
      <link rel="stylesheet" href={wishlistLinkCss} precedence="default" />
      <Link to={`${urlPrefix}${WISHLIST_PATH}`} className="site-header__wishlist-link">
        <span className="site-header__wishlist-icon" aria-hidden="true">
          ♡
        </span>
        <span className="site-header__wishlist-text">{t('wishlist.link')}</span>{' '}
        <span className="badge">{count}</span>
      </Link>
    </>
  );
}

/**
 * /shop/wishlist: the visitor's (or customer's) wishlist, and its read-only share link. Every control
 * is a form post, so the page works without JavaScript.
 */
import { useSearchParams } from 'react-router';
import { MAX_WISHLIST_ITEMS, WISHLIST_FULL_PARAM } from '@shared/wishlists/paths';
import { shopCss } from '../../catalog/site';
import { pageSeo } from '../../../core/site/seo';
import { usePageId } from '../../../core/site/components/page-ids';
import { useT } from '../../../core/site/shell-data';
import { siteWishlist } from './context';
import { WishlistItems } from './wishlist-items';
import type { Route } from './+types/shop-wishlist';
import wishlistCss from './wishlist.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: shopCss },
  { rel: 'stylesheet', href: wishlistCss },
];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('wishlist.title'), path: '/shop/wishlist', noindex: true }));

export async function loader({ context }: Route.LoaderArgs) {
  return { wishlist: await siteWishlist(context.vitrine).view() };
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { wishlist } = loaderData;
  const t = useT();
  const [params] = useSearchParams();
  const shareId = usePageId();
  return (
    <section className="container wishlist-page">
      <h1>{t('wishlist.title')}</h1>
      {params.get(WISHLIST_FULL_PARAM) ? (
        <p className="alert alert--error" role="alert">
          {t('wishlist.full', MAX_WISHLIST_ITEMS)}
        </p>
      ) : null}
      {wishlist.items.length ? (
        <WishlistItems items={wishlist.items} own />
      ) : (
        <p className="wishlist-page__empty">{t('wishlist.empty')}</p>
      )}
      {wishlist.shareUrl ? (
        <div className="wishlist-share">
          <h2>{t('wishlist.share.title')}</h2>
          <p>{t('wishlist.share.hint')}</p>
          <label htmlFor={shareId}>{t('wishlist.share.link')}</label>
          <input
            id={shareId}
            type="text"
            readOnly
            value={wishlist.shareUrl}
            className="wishlist-share__url"
          />
        </div>
      ) : null}
    </section>
  );
}

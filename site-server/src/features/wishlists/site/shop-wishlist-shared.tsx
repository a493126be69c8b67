/** /shop/wishlist/shared/{token}: a list someone shared, read-only; a forged or stale link is a 404 that says so. */
import { data } from 'react-router';
import { shopCss } from '../../catalog/site';
import { pageSeo } from '../../../core/site/seo';
import { useT } from '../../../core/site/shell-data';
import { siteWishlist } from './context';
import { WishlistItems } from './wishlist-items';
import type { Route } from './+types/shop-wishlist-shared';
import wishlistCss from './wishlist.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: shopCss },
  { rel: 'stylesheet', href: wishlistCss },
];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({
    title: t('wishlist.shared.title'),
    path: `/shop/wishlist/shared/${args.params.token}`,
    noindex: true,
  }));

export async function loader({ context, params }: Route.LoaderArgs) {
  const shared = await siteWishlist(context.vitrine).shared(params.token);
  if (!shared) throw data({ invalid: true }, { status: 404 });
  return { shared };
}

export default function SharedWishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="container wishlist-page">
      <h1>{t('wishlist.shared.title')}</h1>
      <p>{t('wishlist.shared.intro')}</p>
      <WishlistItems items={loaderData.shared.items} own={false} />
    </section>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <section className="container wishlist-page">
      <h1>{t('wishlist.shared.title')}</h1>
      <p className="alert alert--error" role="alert">
        {t('wishlist.shared.invalid')}
      </p>
    </section>
  );
}

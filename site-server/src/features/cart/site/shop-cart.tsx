/**
 * /shop/cart (SPEC §2): the cart's lines with quantity inputs and delete, the totals, and suggested
 * accessories. Without JavaScript each line posts its own form to /shop/cart/update; with it, the
 * quantities go to /shop/cart/update_json (debounced 500 ms) and the two HTML blocks it answers
 * replace the lines and the summary.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../core/site/components/link';
import { typedCartQuantity } from '@shared/catalog/availability';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { attachCartLines } from './cart-lines-behaviour';
import { CartAlerts, setCartCount, shopCss } from '../../catalog/site';
import { CouponForm } from '../../coupons/site';
import { siteCart } from './context';
import { useSite, useT } from '../../../core/site/shell-data';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/shop-cart';
import cartCss from './cart.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: shopCss },
  { rel: 'stylesheet', href: cartCss },
];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('shop.cart.title'), path: '/shop/cart', noindex: true }));

export async function loader({ context }: Route.LoaderArgs) {
  return { cart: await siteCart(context.vitrine).view() };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart } = loaderData;
  const t = useT();
  const { lang, urlPrefix, csrfToken } = useSite();
  const host = useRef<HTMLDivElement>(null);
  const [blocks, setBlocks] = useState<{ lines: string; summary: string } | null>(null);
  const [warning, setWarning] = useState('');
  const [badQuantity, setBadQuantity] = useState(false);

  useEffect(() => {
    if (!host.current) return;
    return attachCartLines(host.current, {
      validate(raw) {
        const typed = typedCartQuantity(raw);
        if (typed.badQuantity) setBadQuantity(true);
        return typed.quantity;
      },
      updated(result) {
        setCartCount(result.cart_quantity);
        // SPEC §4: an emptied cart goes back to /shop/cart.
        if (result.cart_quantity === 0) {
          window.location.assign(`${urlPrefix}/shop/cart`);
          return;
        }
        setBlocks({
          lines: result['website_sale.cart_lines'],
          summary: result['website_sale.short_cart_summary'],
        });
        setWarning(result.warning);
      },
      failed(message) {
        setWarning(message);
      },
    });
  }, [urlPrefix]);

  return (
    <div className="shop-cart" data-shop-cart="">
      <h1>{t('shop.cart.title')}</h1>
      {/* What a form post changed or refused (cart_warning, cart_error). */}
      <CartAlerts />
      {badQuantity ? (
        <div className="shop-alert shop-alert--warning" role="alert" data-cart-alert="quantity">
          <span>{t('shop.cart.badQuantity')}</span>
          <button
            type="button"
            className="shop-alert__dismiss"
            aria-label={t('shop.cart.dismiss')}
            onClick={() => setBadQuantity(false)}
          >
            ×
          </button>
        </div>
      ) : null}
      {warning ? (
        <div className="shop-alert shop-alert--danger" role="alert" data-cart-alert="warning">
          <span>{warning}</span>
          <button
            type="button"
            className="shop-alert__dismiss"
            aria-label={t('shop.cart.dismiss')}
            onClick={() => setWarning('')}
          >
            ×
          </button>
        </div>
      ) : null}
      <div className="shop-cart__layout">
        <div ref={host} className="shop-cart__lines">
          {blocks ? (
            <div className="shop-cart__block" dangerouslySetInnerHTML={{ __html: blocks.lines }} />
          ) : (
            <div className="shop-cart__block">
              <CartLines cart={cart} lang={lang} urlPrefix={urlPrefix} csrfToken={csrfToken} />
            </div>
          )}
        </div>
        {cart.lines.length ? (
          <aside className="shop-cart__summary">
            {blocks ? (
              <div className="shop-cart__block" dangerouslySetInnerHTML={{ __html: blocks.summary }} />
            ) : (
              <div className="shop-cart__block">
                <CartSummary cart={cart} lang={lang} />
              </div>
            )}
            <CouponForm />
            <Link to={`${urlPrefix}/shop/checkout`} className="button shop-cart__checkout">
              {t('shop.cart.checkout')}
            </Link>
          </aside>
        ) : null}
      </div>
      <p className="shop-cart__continue">
        <Link to={`${urlPrefix}/shop`} className="button button--secondary">
          {t('shop.cart.continueShopping')}
        </Link>
      </p>
      {cart.suggested.length ? (
        <section className="shop-cart__suggested" aria-labelledby="shop-suggested-title">
          <h2 id="shop-suggested-title">{t('shop.cart.suggested')}</h2>
          <ul className="shop-grid shop-grid--small">
            {cart.suggested.map((product) => (
              <li
                key={product.templateId}
                className="shop-card"
                data-product-template-id={product.templateId}
              >
                <Link to={`${urlPrefix}${product.url}`} className="shop-card__link">
                  <span className="shop-card__image">
                    <img src={product.imageUrl} alt="" loading="lazy" width={160} height={160} />
                  </span>
                  <span className="shop-card__name">{product.name}</span>
                </Link>
                <p className="shop-card__price">
                  <span className="shop-price">{product.price.formatted}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

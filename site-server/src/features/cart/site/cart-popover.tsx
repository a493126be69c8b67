/**
 * The 'My Cart' popover of the header's cart link (GET /shop/cart?type=popover answers this as HTML):
 * the lines, the total and a 'View Cart' link. Pure, rendered by the server.
 */
import { t, type LangCode } from '@shared/i18n';
import type { CartView } from '@shared/catalog/contract';

export interface CartPopoverProps {
  cart: CartView;
  lang: LangCode;
  /** Language prefix of the site's links ('' or '/fr'…). */
  urlPrefix?: string;
}

export function CartPopover({ cart, lang, urlPrefix = '' }: CartPopoverProps) {
  return (
    <div className="shop-cart-popover" data-cart-popover="" data-cart-quantity={cart.quantity}>
      <p className="shop-cart-popover__title">{t(lang, 'shop.cart.myCart')}</p>
      {cart.lines.length === 0 ? (
        <p className="shop-cart-popover__empty">{t(lang, 'shop.cart.empty')}</p>
      ) : (
        <>
          <ul className="shop-cart-popover__lines">
            {cart.lines.map((line) => (
              <li key={line.id} className="shop-cart-popover__line" data-line-id={line.id}>
                <img src={line.imageUrl} alt="" width={48} height={48} loading="lazy" />
                <a href={`${urlPrefix}${line.url}`} className="shop-cart-popover__name">
                  {line.name}
                </a>
                <span className="shop-cart-popover__quantity">× {line.quantity}</span>
                <span className="shop-cart-popover__subtotal">{line.subtotal.formatted}</span>
              </li>
            ))}
          </ul>
          <p className="shop-cart-popover__total">
            <span>{t(lang, 'shop.cart.total')}</span> <strong>{cart.total.formatted}</strong>
          </p>
        </>
      )}
      <p className="shop-cart-popover__actions">
        <a href={`${urlPrefix}/shop/cart`} className="button">
          {t(lang, 'shop.cart.viewCart')}
        </a>
      </p>
    </div>
  );
}

/**
 * The cart's lines (SPEC §2 /shop/cart): each with its image, name, quantity input with minus and plus,
 * and a delete button. Pure: the cart page renders it, and the server renders it to HTML for the
 * 'website_sale.cart_lines' block of /shop/cart/update_json. Without JavaScript each line is a small form
 * posting to /shop/cart/update (set_qty); the page's behaviour turns the inputs into debounced JSON calls.
 */
import { t, type LangCode } from '@shared/i18n';
import type { CartView } from '@shared/catalog/contract';

export interface CartLinesProps {
  cart: CartView;
  lang: LangCode;
  /** Language prefix of the site's links ('' or '/fr'…). */
  urlPrefix?: string;
  /** The session's csrf_token, for the forms that work without JavaScript. */
  csrfToken?: string;
}

export function CartLines({ cart, lang, urlPrefix = '', csrfToken }: CartLinesProps) {
  if (cart.lines.length === 0) {
    return (
      <div className="shop-cart-lines shop-cart-lines--empty" data-cart-lines="">
        <p className="shop-cart__empty">{t(lang, 'shop.cart.empty')}</p>
      </div>
    );
  }
  // The cart's own route (served by the cart module, not by the localized pages).
  const action = '/shop/cart/update';
  return (
    <div className="shop-cart-lines" data-cart-lines="">
      <div className="shop-cart-lines__head" aria-hidden="true">
        <span>{t(lang, 'shop.cart.product')}</span>
        <span>{t(lang, 'shop.cart.quantity')}</span>
        <span>{t(lang, 'shop.cart.subtotal')}</span>
      </div>
      <ul className="shop-cart-lines__list">
        {cart.lines.map((line) => (
          <li
            key={line.id}
            className="shop-cart-line"
            data-line-id={line.id}
            data-product-id={line.productId}
          >
            {/* The name beside it is the same link: the image is one more way to click, not one
                more stop for the keyboard or the screen reader (it had no name of its own). */}
            <a
              href={`${urlPrefix}${line.url}`}
              className="shop-cart-line__image"
              aria-hidden="true"
              tabIndex={-1}
            >
              <img src={line.imageUrl} alt="" width={90} height={90} loading="lazy" />
            </a>
            <div className="shop-cart-line__info">
              <a href={`${urlPrefix}${line.url}`} className="shop-cart-line__name">
                {line.name}
              </a>
              {line.description ? (
                <p className="shop-cart-line__description">
                  {line.description.split('\n').map((text, position) => (
                    <span key={position}>{text}</span>
                  ))}
                </p>
              ) : null}
              <p className="shop-cart-line__unit-price">{line.unitPrice.formatted}</p>
            </div>
            <form method="post" action={action} className="shop-cart-line__quantity shop-qty">
              {csrfToken ? <input type="hidden" name="csrf_token" value={csrfToken} /> : null}
              <input type="hidden" name="line_id" value={line.id} />
              <input type="hidden" name="product_id" value={line.productId} />
              <button
                type="button"
                className="shop-qty__button"
                data-qty-step="-1"
                aria-label={t(lang, 'shop.cart.decrease')}
                title={t(lang, 'shop.cart.decrease')}
              >
                −
              </button>
              <input
                type="number"
                name="set_qty"
                className="shop-qty__input js_quantity"
                defaultValue={line.quantity}
                min={1}
                max={line.maxQuantity ?? undefined}
                data-min="1"
                data-max={line.maxQuantity ?? undefined}
                data-line-id={line.id}
                data-product-id={line.productId}
                inputMode="numeric"
                aria-label={t(lang, 'shop.cart.quantity')}
              />
              <button
                type="button"
                className="shop-qty__button"
                data-qty-step="1"
                aria-label={t(lang, 'shop.cart.increase')}
                title={t(lang, 'shop.cart.increase')}
              >
                +
              </button>
              <button type="submit" className="shop-qty__update link-button">
                {t(lang, 'shop.cart.update')}
              </button>
            </form>
            <p className="shop-cart-line__subtotal">{line.subtotal.formatted}</p>
            <form method="post" action={action} className="shop-cart-line__delete">
              {csrfToken ? <input type="hidden" name="csrf_token" value={csrfToken} /> : null}
              <input type="hidden" name="line_id" value={line.id} />
              <input type="hidden" name="product_id" value={line.productId} />
              <input type="hidden" name="set_qty" value="0" />
              <button
                type="submit"
                className="shop-cart-line__delete-button link-button js_delete_product"
                data-line-id={line.id}
                data-product-id={line.productId}
                aria-label={`${t(lang, 'shop.cart.remove')}: ${line.name}`}
              >
                {t(lang, 'shop.cart.remove')}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}

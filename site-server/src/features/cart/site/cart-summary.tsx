/**
 * The short cart summary (the 'website_sale.short_cart_summary' block of /shop/cart/update_json): the
 * cart's totals. Pure, rendered by the cart page and by the server.
 */
import { t, type LangCode } from '@shared/i18n';
import type { CartView } from '@shared/catalog/contract';

export interface CartSummaryProps {
  cart: CartView;
  lang: LangCode;
}

export function CartSummary({ cart, lang }: CartSummaryProps) {
  return (
    <div className="shop-cart-summary" data-cart-summary="" data-cart-quantity={cart.quantity}>
      <table className="shop-cart-summary__table">
        <tbody>
          {cart.discount ? (
            <tr className="shop-cart-summary__discount">
              <th scope="row">{cart.discount.label}</th>
              <td data-amount="discount">−{cart.discount.amount.formatted}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t(lang, 'shop.cart.untaxed')}</th>
            <td data-amount="untaxed">{cart.untaxed.formatted}</td>
          </tr>
          <tr>
            <th scope="row">{t(lang, 'shop.cart.taxes')}</th>
            <td data-amount="tax">{cart.tax.formatted}</td>
          </tr>
          <tr className="shop-cart-summary__total">
            <th scope="row">{t(lang, 'shop.cart.total')}</th>
            <td data-amount="total">{cart.total.formatted}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

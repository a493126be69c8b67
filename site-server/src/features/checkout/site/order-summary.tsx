import type { OrderFigures, OrderPageView } from '@shared/checkout/contract';
import { useT } from '../../../core/site/shell-data';

/** An order's lines (products, discount, shipping), untaxed amount, taxes and total. */
export function OrderFiguresTable({ order }: { order: OrderFigures }) {
  const t = useT();
  return (
    <table className="checkout-summary">
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id} data-order-line-id={line.id} data-line-kind={line.kind}>
            <td>
              {line.name}
              {line.description ? (
                <small className="checkout-summary__values">{line.description}</small>
              ) : null}
            </td>
            <td>× {line.quantity}</td>
            <td>{line.subtotal}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('shop.cart.untaxed')}
          </th>
          <td>{order.untaxed}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            {t('shop.cart.taxes')}
          </th>
          <td>{order.tax}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            {t('shop.cart.total')}
          </th>
          <td>
            <strong data-order-total="">{order.total}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** An order's lines, totals and addresses, as the payment and status pages show them. */
export function OrderSummary({ order }: { order: OrderPageView }) {
  const t = useT();
  return (
    <>
      <OrderFiguresTable order={order} />
      <div className="checkout-cards">
        <article className="checkout-card">
          <h2>{t('checkout.address.billing')}</h2>
          <address>{[order.billing.name, ...order.billing.lines].join('\n')}</address>
        </article>
        <article className="checkout-card">
          <h2>{t('checkout.address.shipping')}</h2>
          <address>{[order.shipping.name, ...order.shipping.lines].join('\n')}</address>
        </article>
      </div>
    </>
  );
}

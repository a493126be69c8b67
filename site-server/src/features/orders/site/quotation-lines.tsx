/**
 * A quotation's lines while it is open (SPEC §2, §3, §4, §7): each line's quantity input and its
 * update_line/{line_id} links (one less: remove; gone: unlink), sent to update_line_dict; the answer's
 * quantity, line prices and totals replace the shown ones, and without an answer the page reloads.
 */
import { useState, type ReactNode } from 'react';
import type { PortalOrderView } from '@shared/orders/portal';
import type { OrderUpdateResult } from '@shared/orders/quotations';
import { rpc, RpcError } from '../../../core/site/json-rpc';
import { useSite, useT } from '../../../core/site/shell-data';
import { formatPrice } from '../../catalog/site';

type Line = PortalOrderView['lines'][number];

/** The head of an order's lines table (the open quotation's and the order page's). */
export function LinesHead() {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col">{t('portal.order.product')}</th>
        <th scope="col" className="portal-table__amount">
          {t('portal.order.quantity')}
        </th>
        <th scope="col" className="portal-table__amount">
          {t('portal.order.unitPrice')}
        </th>
        <th scope="col" className="portal-table__amount">
          {t('portal.order.amount')}
        </th>
      </tr>
    </thead>
  );
}

export function QuotationLines({
  order,
  accessToken,
  totals,
  onTotals,
}: {
  order: PortalOrderView;
  accessToken: string | null;
  totals: ReactNode;
  onTotals: (html: string) => void;
}) {
  const t = useT();
  const [lines, setLines] = useState<Line[]>(order.lines);
  const [problem, setProblem] = useState('');
  const { lang } = useSite();
  // The answer's decimals, written as the page writes money (the page's language).
  const money = (amount: number) => formatPrice(amount, order.currency, lang);

  const update = async (
    line: Line,
    change: { remove?: boolean; unlink?: boolean; input_quantity?: number | false },
  ) => {
    setProblem('');
    try {
      const result = await rpc<OrderUpdateResult | null>(`/my/orders/${order.id}/update_line_dict`, {
        line_id: line.id,
        remove: change.remove ?? false,
        unlink: change.unlink ?? false,
        input_quantity: change.input_quantity ?? false,
        access_token: accessToken,
      });
      if (!result) return window.location.reload();
      setLines((current) =>
        result.order_line_product_uom_qty > 0
          ? current.map((each) =>
              each.id === line.id
                ? {
                    ...each,
                    quantity: result.order_line_product_uom_qty,
                    subtotal: money(result.order_line_price_subtotal),
                  }
                : each,
            )
          : current.filter((each) => each.id !== line.id),
      );
      onTotals(result.order_totals_table);
    } catch (error) {
      setProblem(error instanceof RpcError ? error.message : t('portal.sign.failed'));
    }
  };

  return (
    <>
      {problem ? (
        <p role="alert" className="alert alert--error">
          {problem}
        </p>
      ) : null}
      <table className="portal-table" aria-label={t('portal.order.lines')}>
        <LinesHead />
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-order-line-id={line.id}>
              <td>
                {line.name}
                {line.description ? <small className="portal-table__note">{line.description}</small> : null}
              </td>
              <td className="portal-table__amount">
                {line.kind === 'product' ? (
                  <span className="portal-qty">
                    <a
                      href={`/my/orders/${order.id}/update_line/${line.id}/remove`}
                      aria-label={t('portal.order.less')}
                      onClick={(event) => {
                        event.preventDefault();
                        void update(line, { remove: true });
                      }}
                    >
                      −
                    </a>
                    <input
                      type="number"
                      min={0}
                      key={`${line.id}-${line.quantity}`}
                      defaultValue={line.quantity}
                      aria-label={t('portal.order.quantityOf', line.name)}
                      className="portal-qty__input"
                      onChange={(event) => {
                        const value = Number(event.currentTarget.value);
                        // SPEC §4: a negative or missing quantity is sent as false.
                        if (event.currentTarget.value !== '')
                          void update(line, {
                            input_quantity: Number.isInteger(value) && value >= 0 ? value : false,
                          });
                      }}
                    />
                    <a
                      href={`/my/orders/${order.id}/update_line/${line.id}`}
                      aria-label={t('portal.order.more')}
                      onClick={(event) => {
                        event.preventDefault();
                        void update(line, {});
                      }}
                    >
                      +
                    </a>
                    <a
                      href={`/my/orders/${order.id}/update_line/${line.id}/unlink`}
                      aria-label={t('portal.order.removeLine', line.name)}
                      onClick={(event) => {
                        event.preventDefault();
                        void update(line, { unlink: true });
                      }}
                    >
                      ×
                    </a>
                  </span>
                ) : (
                  line.quantity
                )}
              </td>
              <td className="portal-table__amount">{line.unitPrice}</td>
              <td className="portal-table__amount" data-line-subtotal="">
                {line.subtotal}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {totals}
    </>
  );
}

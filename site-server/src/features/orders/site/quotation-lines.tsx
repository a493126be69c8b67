/**
 * A quotation's lines while it is open (SPEC §2, §3, §4, §5, §7, §8): each line's quantity input and
 * its update_line/{line_id} links (one less: remove; gone: unlink), sent to update_line_dict; the
 * answer's quantity, line prices and totals replace the shown ones, and without an answer the page
 * reloads. When update_line_dict fails, the fallback update_line (without input_quantity) answers the
 * pair (line quantity, order total), which is applied; if that fails too, nothing is shown. Without
 * JavaScript, or in a new tab, the links open a page that confirms the change (quotation-line-page.tsx).
 */
import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { portalLineChangeWords, type PortalLineChange, type PortalOrderView } from '@shared/orders/portal';
import type { OrderUpdateResult } from '@shared/orders/quotations';
import { rpc } from '../../../core/site/json-rpc';
import { useSite, useSitePath, useT } from '../../../core/site/shell-data';
import { formatPrice } from '../../catalog/site';

type Line = PortalOrderView['lines'][number];
type LineParams = { line_id: number; remove: boolean; unlink: boolean; access_token: string | null };

/** SPEC §5: a negative or missing quantity is sent as false. */
export function inputQuantity(typed: string): number | false {
  const value = typed.trim() === '' ? Number.NaN : Number(typed);
  return Number.isFinite(value) && value >= 0 ? value : false;
}

/** A plain click changes the line in place; a click asking for a new tab or window is the browser's. */
function inPlace(event: MouseEvent<HTMLAnchorElement>, change: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  change();
}

/**
 * A line's quantity input. It sends on the native change event (Enter, or leaving the field), when the
 * customer is done typing: React's onChange fires on every keystroke, and emptying the field to type
 * another number would already send false.
 */
function QuantityInput({ line, onCommit }: { line: Line; onCommit: (quantity: number | false) => void }) {
  const t = useT();
  const commit = useRef(onCommit);
  commit.current = onCommit;
  // Listens from the moment the input is in the page (a ref callback runs as React commits it; an effect
  // runs after the paint, and a customer typing into the new input before it would send nothing).
  const listen = useCallback((element: HTMLInputElement | null) => {
    if (!element) return;
    const changed = () => commit.current(inputQuantity(element.value));
    element.addEventListener('change', changed);
    return () => element.removeEventListener('change', changed);
  }, []);
  return (
    <input
      ref={listen}
      type="number"
      min={0}
      defaultValue={line.quantity}
      aria-label={t('portal.order.quantityOf', line.name)}
      className="portal-qty__input"
    />
  );
}

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
  onTotal,
}: {
  order: PortalOrderView;
  accessToken: string | null;
  totals: ReactNode;
  /** update_line_dict's order_totals_table (HTML). */
  onTotals: (html: string) => void;
  /** The fallback's order total, formatted. */
  onTotal: (total: string) => void;
}) {
  const t = useT();
  const to = useSitePath();
  const [lines, setLines] = useState<Line[]>(order.lines);
  const { lang } = useSite();
  // The answer's decimals, written as the page writes money (the page's language).
  const money = (amount: number) => formatPrice(amount, order.currency, lang);
  // The links carry the page's access token, so they open in a new tab without signing in.
  const linkTo = (line: Line, change: PortalLineChange) =>
    `${to(`/my/orders/${order.id}/update_line/${line.id}${portalLineChangeWords[change]}`)}${
      accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : ''
    }`;

  /** The line at its new quantity (and amount, when the answer has it); none left: the line is gone. */
  const show = (lineId: number, quantity: number, subtotal?: string) =>
    setLines((current) =>
      quantity > 0
        ? current.map((each) =>
            each.id === lineId
              ? { ...each, quantity, ...(subtotal === undefined ? {} : { subtotal }) }
              : each,
          )
        : current.filter((each) => each.id !== lineId),
    );

  /** SPEC §7's fallback: update_line without input_quantity, whose reply is (line quantity, order total). */
  const fallback = async (params: LineParams) => {
    try {
      const pair = await rpc<[number, number] | null>(`/my/orders/${order.id}/update_line`, params);
      if (!pair) return window.location.reload();
      show(params.line_id, pair[0]);
      onTotal(money(pair[1]));
    } catch {
      // SPEC §8: if the fallback fails too, nothing is shown to the user.
    }
  };

  const update = async (
    line: Line,
    change: { remove?: boolean; unlink?: boolean; input_quantity?: number | false },
  ) => {
    const params: LineParams = {
      line_id: line.id,
      remove: change.remove ?? false,
      unlink: change.unlink ?? false,
      access_token: accessToken,
    };
    let result: OrderUpdateResult | null;
    try {
      result = await rpc<OrderUpdateResult | null>(`/my/orders/${order.id}/update_line_dict`, {
        ...params,
        input_quantity: change.input_quantity ?? false,
      });
    } catch {
      return fallback(params);
    }
    if (!result) return window.location.reload();
    show(line.id, result.order_line_product_uom_qty, money(result.order_line_price_subtotal));
    onTotals(result.order_totals_table);
  };

  return (
    <>
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
                      href={linkTo(line, 'less')}
                      aria-label={t('portal.order.less')}
                      onClick={(event) => inPlace(event, () => void update(line, { remove: true }))}
                    >
                      −
                    </a>
                    <QuantityInput
                      key={`${line.id}-${line.quantity}`}
                      line={line}
                      onCommit={(quantity) => void update(line, { input_quantity: quantity })}
                    />
                    <a
                      href={linkTo(line, 'more')}
                      aria-label={t('portal.order.more')}
                      onClick={(event) => inPlace(event, () => void update(line, {}))}
                    >
                      +
                    </a>
                    <a
                      href={linkTo(line, 'unlink')}
                      aria-label={t('portal.order.removeLine', line.name)}
                      onClick={(event) => inPlace(event, () => void update(line, { unlink: true }))}
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

/**
 * An order's amounts, line by line: each line's tax at its product's rate (rounded on the line), a
 * promo code's discount split over the rates it reduces, and totals that are the lines' sums, so a
 * line, a tax or a total can never disagree with another. Pure: the orders service feeds it.
 */
import { applyTax } from '../../../../shared/taxes/contract';
import type { OrderLineKind } from '../../../../shared/orders/contract';

/** The rate a line is taxed at; null: no tax applies. */
export type LineRate = { name: string; rate: number; included: boolean } | null;

/** An order line's figures, ready to be stored. */
export interface PricedOrderLine {
  kind: OrderLineKind;
  productId: number | null;
  templateId: number | null;
  name: string;
  description: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  taxName: string;
  taxRate: number;
  taxIncluded: boolean;
  taxAmount: number;
  total: number;
}

/** A line of `quantity` × `unitPrice` (prices as the catalogue shows them), taxed at `rate`. */
export function taxedLine(
  line: Omit<PricedOrderLine, 'subtotal' | 'taxName' | 'taxRate' | 'taxIncluded' | 'taxAmount' | 'total'>,
  rate: LineRate,
): PricedOrderLine {
  const amounts = applyTax(line.unitPrice * line.quantity, rate?.rate ?? 0, rate?.included ?? false);
  return {
    ...line,
    subtotal: amounts.untaxed,
    taxName: rate?.name ?? '',
    taxRate: rate?.rate ?? 0,
    taxIncluded: rate?.included ?? false,
    taxAmount: amounts.tax,
    total: amounts.total,
  };
}

const rateKey = (rate: LineRate) => (rate ? `${rate.name}|${rate.rate}|${rate.included}` : '');

/**
 * A discount of `amount` off the product lines, as Odoo writes it: one negative line per rate the
 * discounted products pay, each rate's share proportional to its products' amount (the cents left
 * by rounding go to the largest remainders), so the discount lowers each tax by its due.
 */
export function discountLines(
  label: string,
  amount: number,
  products: readonly { amount: number; rate: LineRate }[],
): PricedOrderLine[] {
  const groups = new Map<string, { rate: LineRate; amount: number }>();
  for (const product of products) {
    const key = rateKey(product.rate);
    const group = groups.get(key) ?? { rate: product.rate, amount: 0 };
    group.amount += product.amount;
    groups.set(key, group);
  }
  const base = [...groups.values()].reduce((sum, group) => sum + group.amount, 0);
  if (amount <= 0 || base <= 0) return [];
  const shares = [...groups.values()].map((group) => {
    const exact = (amount * group.amount) / base;
    return { group, share: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = amount - shares.reduce((sum, row) => sum + row.share, 0);
  for (const row of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    row.share += 1;
    left -= 1;
  }
  const several = shares.filter((row) => row.share > 0).length > 1;
  return shares
    .filter((row) => row.share > 0)
    .map(({ group, share }) =>
      taxedLine(
        {
          kind: 'discount',
          productId: null,
          templateId: null,
          name: several && group.rate ? `${label} (${group.rate.name})` : label,
          description: '',
          unitPrice: -share,
          quantity: 1,
        },
        group.rate,
      ),
    );
}

/** The order's amounts: the sums of its lines'. */
export function orderTotals(lines: readonly Pick<PricedOrderLine, 'subtotal' | 'taxAmount' | 'total'>[]) {
  let amountUntaxed = 0;
  let amountTax = 0;
  let amountTotal = 0;
  for (const line of lines) {
    amountUntaxed += line.subtotal;
    amountTax += line.taxAmount;
    amountTotal += line.total;
  }
  return { amountUntaxed, amountTax, amountTotal };
}

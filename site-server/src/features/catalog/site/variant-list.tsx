import type { VariantRowView } from '@shared/catalog/contract';
import { useT } from '../../../core/site/shell-data';

/**
 * SPEC §2's list view of the variants: one row per variant with its values, its price and a radio
 * posting its product_id (the add form works without JavaScript); choosing one sets the page's
 * combination like the attribute selectors do.
 */
export function VariantList({
  rows,
  combination,
  onPick,
}: {
  rows: VariantRowView[];
  /** The page's current combination: the row whose values it holds is the chosen one. */
  combination: number[];
  onPick(row: VariantRowView): void;
}) {
  const t = useT();
  return (
    <table className="shop-variant-list">
      <caption className="visually-hidden">{t('shop.product.variants')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.productId} data-variant-id={row.productId}>
            <td>
              <input
                type="radio"
                id={`variant-${row.productId}`}
                name="product_id"
                value={row.productId}
                checked={row.combination.every((id) => combination.includes(id))}
                onChange={() => onPick(row)}
              />
            </td>
            <td>
              <label htmlFor={`variant-${row.productId}`}>{row.name}</label>
            </td>
            <td className="shop-variant-list__price">{row.price.formatted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useLocation } from 'react-router';
import type { PricelistChoice } from '@shared/pricelists/contract';
import { useT } from '../../../core/site/shell-data';

/**
 * The price list switcher (Odoo's pricelist dropdown): links to /shop/change_pricelist/{id} that
 * come back to this page. Shown when the visitor has more than one price list to choose from.
 */
export function PricelistSwitcher({ choices }: { choices: PricelistChoice[] }) {
  const t = useT();
  const location = useLocation();
  if (choices.length < 2) return null;
  const current = choices.find((choice) => choice.current) ?? choices[0]!;
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <details className="shop-pricelist" data-pricelist={current.id}>
      <summary>
        {t('shop.pricelist')} <strong>{current.currency}</strong>
      </summary>
      <ul>
        {choices.map((choice) => (
          <li key={choice.id}>
            <a
              href={`/shop/change_pricelist/${choice.id}?r=${back}`}
              aria-current={choice.current ? 'true' : undefined}
              rel="nofollow"
            >
              {choice.name} ({choice.currency})
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

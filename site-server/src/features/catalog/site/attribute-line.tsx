/**
 * One attribute line of the product page (SPEC §2): its values as radios, a select, colour swatches or
 * pills, each with its price extra; values excluded by the current choice are marked; an "Other,
 * please specify" value takes a typed text.
 */
import type { ProductAttributeLineView } from '@shared/catalog/contract';
import { useT } from '../../../core/site/shell-data';
import type { Selection } from './product-selection';

export function AttributeLine({
  line,
  selection,
  excludedValues,
  customValues,
  onSelect,
  onCustomValue,
}: {
  line: ProductAttributeLineView;
  selection: Selection;
  excludedValues: Set<number>;
  customValues: Record<number, string>;
  onSelect(lineId: number, valueId: number): void;
  onCustomValue(valueId: number, text: string): void;
}) {
  const t = useT();
  const chosen = line.values.find((value) => value.id === selection[line.id]);
  const name = `ptal-${line.id}`;
  const extra = (value: ProductAttributeLineView['values'][number]) =>
    value.priceExtra ? (
      <span className="shop-variant__extra">{t('shop.product.priceExtra', value.priceExtra.formatted)}</span>
    ) : null;
  return (
    <fieldset
      className={`shop-variant shop-variant--${line.displayType}`}
      data-attribute-line-id={line.id}
      data-create-variant={line.createVariant}
    >
      <legend className="shop-variant__name">{line.name}</legend>
      {line.displayType === 'select' ? (
        <select
          name={name}
          aria-label={line.name}
          value={selection[line.id]}
          onChange={(event) => onSelect(line.id, Number(event.target.value))}
        >
          {line.values.map((value) => (
            <option key={value.id} value={value.id} data-excluded={excludedValues.has(value.id) || undefined}>
              {value.name}
              {value.priceExtra ? ` (${t('shop.product.priceExtra', value.priceExtra.formatted)})` : ''}
            </option>
          ))}
        </select>
      ) : (
        <ul className="shop-variant__values">
          {line.values.map((value) => (
            <li key={value.id}>
              <label
                className={`shop-variant__value${excludedValues.has(value.id) ? ' shop-variant__value--excluded' : ''}`}
                title={line.displayType === 'color' ? value.name : undefined}
              >
                <input
                  type="radio"
                  name={name}
                  value={value.id}
                  checked={selection[line.id] === value.id}
                  onChange={() => onSelect(line.id, value.id)}
                />
                {line.displayType === 'color' ? (
                  <span
                    className="shop-swatch"
                    style={{ backgroundColor: value.htmlColor ?? undefined }}
                    aria-hidden="true"
                  />
                ) : null}
                <span className={line.displayType === 'color' ? 'visually-hidden' : 'shop-variant__label'}>
                  {value.name}
                </span>
                {line.displayType === 'color' ? null : extra(value)}
              </label>
            </li>
          ))}
        </ul>
      )}
      {chosen?.isCustom ? (
        <input
          type="text"
          className="shop-variant__custom variant_custom_value"
          name={`custom-${chosen.id}`}
          maxLength={500}
          placeholder={t('shop.product.customValue')}
          aria-label={`${line.name}: ${t('shop.product.customValue')}`}
          value={customValues[chosen.id] ?? ''}
          onChange={(event) => onCustomValue(chosen.id, event.target.value)}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * One attribute line of the product page (SPEC §2): its values as radios, a select, colour swatches or
 * pills, each with its price extra; values excluded by the current choice are marked; a custom value
 * ("Initials", "Other, please specify") takes a typed text, required before the product is added (the
 * server refuses it without one too).
 */
import { useState } from 'react';
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
  const [textMissing, setTextMissing] = useState(false);
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
        <>
          <input
            type="text"
            className="shop-variant__custom variant_custom_value"
            name={`custom-${chosen.id}`}
            maxLength={500}
            required
            // Spaces alone are no text.
            pattern=".*\S.*"
            placeholder={t('shop.product.customValue')}
            aria-label={`${line.name}: ${chosen.name}`}
            aria-invalid={textMissing || undefined}
            aria-describedby={textMissing ? `custom-${chosen.id}-error` : undefined}
            value={customValues[chosen.id] ?? ''}
            onChange={(event) => {
              if (event.target.value.trim()) setTextMissing(false);
              onCustomValue(chosen.id, event.target.value);
            }}
            // The form's check found it empty: say so in the page's words rather than the browser's.
            onInvalid={(event) => {
              event.preventDefault();
              setTextMissing(true);
              event.currentTarget.focus();
            }}
          />
          {textMissing ? (
            <p id={`custom-${chosen.id}-error`} className="field__error" role="alert">
              {t('shop.product.customValueRequired', chosen.name)}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}

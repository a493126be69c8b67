/**
 * The listing's price range slider (SPEC §2): two range inputs (lowest, highest) in whole units of
 * the visitor's currency, their values shown as prices; releasing a handle (or a key) applies the
 * range, and without JavaScript the Apply button does. The chosen range stays in the URL
 * (min_price, max_price) with the listing's other filters.
 */
import { useState, type ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';
import type { PriceFilterView } from '@shared/catalog/contract';
import { formatMoney, minorUnitDigits } from '@shared/money';
import { useSite, useT } from '../../../core/site/shell-data';
import priceRangeCss from './price-range.css?url';

export function PriceRange({
  filter,
  action,
  children,
}: {
  filter: PriceFilterView;
  action: string;
  /** The listing's other parameters, as hidden inputs. */
  children: ReactNode;
}) {
  const t = useT();
  const { lang } = useSite();
  const submit = useSubmit();
  const unit = 10 ** minorUnitDigits(filter.currency);
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const money = (amount: number) =>
    formatMoney({ amount, currency: filter.currency }, lang.replace('_', '-'));
  const apply = (form: HTMLFormElement | null) => form && submit(form);
  const range = (
    name: 'min_price' | 'max_price',
    value: number,
    set: (value: number) => void,
    label: string,
  ) => (
    <label className="shop-price-range__handle">
      <span>{label}</span>
      <input
        type="range"
        name={name}
        min={filter.min / unit}
        max={filter.max / unit}
        step={1}
        value={value / unit}
        aria-valuetext={money(value)}
        onChange={(event) => set(Number(event.currentTarget.value) * unit)}
        onPointerUp={(event) => apply(event.currentTarget.form)}
        onKeyUp={(event) => apply(event.currentTarget.form)}
      />
    </label>
  );
  return (
    <Form method="get" action={action} className="shop-price-range" data-shop-price-range="">
      <link rel="stylesheet" href={priceRangeCss} precedence="default" />
      <h2>{t('shop.price')}</h2>
      {children}
      <p className="shop-price-range__values">
        <output>{money(Math.min(from, to))}</output> – <output>{money(Math.max(from, to))}</output>
      </p>
      {range('min_price', from, setFrom, t('shop.priceMin'))}
      {range('max_price', to, setTo, t('shop.priceMax'))}
      <button type="submit" className="button button--secondary">
        {t('shop.apply')}
      </button>
    </Form>
  );
}

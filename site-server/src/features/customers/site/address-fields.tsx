/**
 * One address's fields. The country select comes first; the street, city, state and postal-code
 * fields follow in the order the chosen country writes them, and the state select shows only for
 * countries with states. Changing the country asks /shop/country_infos for its states and order,
 * 500 ms after the last change (SPEC §9).
 */
import { useEffect, useRef, useState } from 'react';
import { usePageId } from '../../../core/site/components/page-ids';
import type { AddressField, CountryInfoResult } from '@shared/countries/contract';
import type { AddressChoices, AddressProblem, AddressView } from '@shared/customers/contract';
import type { MessageKey } from '@shared/i18n';
import { rpc } from '../../../core/site/json-rpc';
import { FormField } from '../../../core/site/components/form-field';
import { useT } from '../../../core/site/shell-data';

/** SPEC §9: the country select waits this long after the last change before asking the server. */
export const COUNTRY_INFO_DELAY_MS = 500;

export type AddressValues = Record<'name' | 'email' | 'phone' | AddressField | 'country_id', string>;

/** The fields an address form posts, in the names of Odoo's checkout form. */
export const ADDRESS_FIELD_NAMES = [
  'name',
  'email',
  'phone',
  'street',
  'street2',
  'city',
  'zip',
  'state_id',
  'country_id',
] as const;

/** A saved address as the form's values ('' where there is none; `empty` starts a new one). */
export const addressValuesOf = (
  address: AddressView | null,
  empty: { name: string; email: string; phone: string } = { name: '', email: '', phone: '' },
): AddressValues => ({
  name: address?.name ?? empty.name,
  email: address?.email ?? empty.email,
  phone: address?.phone ?? empty.phone,
  street: address?.street ?? '',
  street2: address?.street2 ?? '',
  city: address?.city ?? '',
  zip: address?.zip ?? '',
  state_id: address?.stateId ? String(address.stateId) : '',
  country_id: address ? String(address.countryId) : '',
});

const LABELS: Record<keyof AddressValues, MessageKey> = {
  name: 'checkout.field.name',
  email: 'checkout.field.email',
  phone: 'checkout.field.phone',
  street: 'checkout.field.street',
  street2: 'checkout.field.street2',
  city: 'checkout.field.city',
  zip: 'checkout.field.zip',
  state_id: 'checkout.field.state',
  country_id: 'checkout.field.country',
};

export function AddressFields({
  prefix,
  values,
  problems,
  form,
}: {
  /** '' for the billing address, 'shipping_' for the shipping one. */
  prefix: string;
  values: AddressValues;
  problems: Record<string, AddressProblem> | undefined;
  form: AddressChoices;
}) {
  const t = useT();
  const id = usePageId();
  const [countryId, setCountryId] = useState(Number(values.country_id) || form.defaultCountryId);
  const [info, setInfo] = useState<CountryInfoResult | null>(form.infos[countryId] ?? null);
  const rendered = useRef(false);
  const countrySelect = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // The server drew the first country's fields; each later change asks for the new country's.
    if (!rendered.current) {
      rendered.current = true;
      // A country chosen before the page hydrated stays chosen (hydration leaves the select as it is).
      const chosen = Number(countrySelect.current?.value);
      if (chosen && chosen !== countryId) setCountryId(chosen);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      rpc<CountryInfoResult>(
        `/shop/country_infos/${countryId}`,
        { mode: 'shipping' },
        { signal: abort.signal },
      )
        .then(setInfo)
        .catch(() => undefined);
    }, COUNTRY_INFO_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [countryId]);

  const error = (field: keyof AddressValues) =>
    problems?.[field] ? t(`checkout.problem.${problems[field]}` as MessageKey) : undefined;
  const text = (field: Exclude<keyof AddressValues, 'state_id' | 'country_id'>, extra: object = {}) => (
    <FormField
      key={field}
      label={t(LABELS[field])}
      name={`${prefix}${field}`}
      defaultValue={values[field]}
      error={error(field)}
      {...extra}
    />
  );
  const fields = info?.fields ?? ['street', 'street2', 'city', 'zip'];

  return (
    <div className="checkout-address__fields" data-country-fields={fields.join(' ')}>
      {text('name', { autoComplete: `${prefix ? 'shipping' : 'billing'} name`, required: true })}
      {text('email', { type: 'email', autoComplete: 'email', required: true })}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      <div className="field">
        <label htmlFor={`${id}-country`}>{t(LABELS.country_id)}</label>
        <select
          ref={countrySelect}
          id={`${id}-country`}
          name={`${prefix}country_id`}
          value={countryId}
          onChange={(event) => setCountryId(Number(event.target.value))}
          aria-invalid={error('country_id') ? true : undefined}
        >
          {form.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        {error('country_id') ? <p className="field__error">{error('country_id')}</p> : null}
      </div>
      {fields.map((field) =>
        field === 'state_id' ? (
          info?.states.length ? (
            <div className="field" key={`state-${countryId}`}>
              <label htmlFor={`${id}-state`}>{t(LABELS.state_id)}</label>
              <select
                id={`${id}-state`}
                name={`${prefix}state_id`}
                defaultValue={values.state_id}
                aria-invalid={error('state_id') ? true : undefined}
              >
                <option value="">{t('checkout.field.chooseState')}</option>
                {info.states.map((state) => (
                  <option key={state.id} value={state.id}>
                    {state.name}
                  </option>
                ))}
              </select>
              {error('state_id') ? <p className="field__error">{error('state_id')}</p> : null}
            </div>
          ) : null
        ) : (
          text(field, {
            autoComplete:
              field === 'street'
                ? 'address-line1'
                : field === 'street2'
                  ? 'address-line2'
                  : field === 'city'
                    ? 'address-level2'
                    : 'postal-code',
          })
        ),
      )}
    </div>
  );
}

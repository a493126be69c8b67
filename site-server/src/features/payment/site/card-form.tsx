/**
 * The demo provider's card form (SPEC §3, §5, §9): cc_holder_name, cc_number (digits grouped with
 * spaces, at most the type's length), cc_expiry ('MM / YY'), cc_cvc (3, or 4 for amex and unknown
 * types) and cc_brand (from the number). `checkCard` flags every wrong field with 'The value is invalid.'
 * before anything is sent; the server checks the same rules (shared/payment/card.ts).
 */
import { useState } from 'react';
import {
  cardTypeOf,
  CVC_MAX,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  validCardNumber,
  validCvc,
  validExpiry,
} from '@shared/payment/card';
import { paymentMessages } from '@shared/payment/contract';
import { useT } from '../../../core/site/shell-data';

export interface CardFields {
  cc_holder_name: string;
  cc_number: string;
  cc_expiry: string;
  cc_cvc: string;
  cc_brand: string;
}

/** The fields SPEC §5 refuses, each with 'The value is invalid.'. */
export function checkCard(card: CardFields): Partial<Record<keyof CardFields, string>> {
  const problems: Partial<Record<keyof CardFields, string>> = {};
  const invalid = paymentMessages.invalidValue;
  if (!card.cc_holder_name.trim()) problems.cc_holder_name = invalid;
  if (!validCardNumber(card.cc_number)) problems.cc_number = invalid;
  if (!validExpiry(card.cc_expiry)) problems.cc_expiry = invalid;
  if (!validCvc(card.cc_cvc, cardTypeOf(digitsOf(card.cc_number)))) problems.cc_cvc = invalid;
  return problems;
}

export function CardForm({
  problems,
  onChange,
}: {
  problems: Partial<Record<keyof CardFields, string>>;
  onChange: (card: CardFields) => void;
}) {
  const t = useT();
  const [card, setCard] = useState<CardFields>({
    cc_holder_name: '',
    cc_number: '',
    cc_expiry: '',
    cc_cvc: '',
    cc_brand: '',
  });
  const update = (changes: Partial<CardFields>) => {
    const next = { ...card, ...changes };
    next.cc_brand = cardTypeOf(digitsOf(next.cc_number)) ?? '';
    setCard(next);
    onChange(next);
  };
  const field = (name: keyof CardFields, label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {input}
      {problems[name] ? (
        <p className="field__error" role="alert">
          {problems[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="card-form">
      {field(
        'cc_holder_name',
        t('payment.card.holder'),
        <input
          id="cc_holder_name"
          name="cc_holder_name"
          autoComplete="cc-name"
          aria-invalid={Boolean(problems.cc_holder_name) || undefined}
          value={card.cc_holder_name}
          onChange={(event) => update({ cc_holder_name: event.target.value })}
        />,
      )}
      {field(
        'cc_number',
        t('payment.card.number'),
        <input
          id="cc_number"
          name="cc_number"
          inputMode="numeric"
          autoComplete="cc-number"
          aria-invalid={Boolean(problems.cc_number) || undefined}
          value={card.cc_number}
          onChange={(event) => update({ cc_number: formatCardNumber(event.target.value) })}
        />,
      )}
      {field(
        'cc_expiry',
        t('payment.card.expiry'),
        <input
          id="cc_expiry"
          name="cc_expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          aria-invalid={Boolean(problems.cc_expiry) || undefined}
          value={card.cc_expiry}
          onChange={(event) => update({ cc_expiry: formatExpiry(event.target.value) })}
        />,
      )}
      {field(
        'cc_cvc',
        t('payment.card.cvc'),
        <input
          id="cc_cvc"
          name="cc_cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CVC_MAX}
          aria-invalid={Boolean(problems.cc_cvc) || undefined}
          value={card.cc_cvc}
          onChange={(event) => update({ cc_cvc: digitsOf(event.target.value).slice(0, CVC_MAX) })}
        />,
      )}
      <input type="hidden" name="cc_brand" value={card.cc_brand} />
    </div>
  );
}

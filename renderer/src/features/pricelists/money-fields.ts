import { minorUnitDigits } from '@shared/money';

/** Minor units → the decimal a person types (1250 USD → 12.5). */
export const toDecimal = (amount: number, currency: string) => amount / 10 ** minorUnitDigits(currency);

/** A typed decimal → minor units (12.5 USD → 1250). */
export const toMinor = (value: number | string, currency: string) =>
  Math.round(Number(value || 0) * 10 ** minorUnitDigits(currency));

/** ISO date-time → the value of a datetime-local input, in the person's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value → ISO date-time (null when empty). */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

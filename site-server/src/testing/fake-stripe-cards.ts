/** The fake Stripe's protocol pieces: Stripe's test cards and what they do, and Stripe's form encoding. */
export type Params = Record<string, unknown>;
export type Card = { number: string; brand: string; last4: string; exp_month: number; exp_year: number };

/** Card numbers of Stripe's test cards and what they do. */
export const DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
export const THREE_D_SECURE = new Set(['4000002500003155', '4000002760003184', '4000000000003220']);
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export const brandOf = (number: string) =>
  number.startsWith('4')
    ? 'visa'
    : /^5[1-5]|^2[2-7]/.test(number)
      ? 'mastercard'
      : /^3[47]/.test(number)
        ? 'amex'
        : 'unknown';

/** Parses Stripe's form encoding (a[b]=c, a[0]=d, expand[]=e) into nested objects and arrays. */
export function parseStripeForm(body: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = result;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { demoHintNumbers, demoOutcome } from './contract';

describe('demoOutcome', () => {
  it.each([
    ['4242 4242 4242 4242', 'done'],
    ['4000000000000002', 'cancel'],
    ['4000 0000 0000 0119', 'error'],
    ['4000000000003063', 'pending'],
    ['378282246310005', 'done'],
  ])('%s → %s', (number, outcome) => {
    expect(demoOutcome(number)).toBe(outcome);
  });

  it.each(['', '12345678901', '4242424242424241', '4242-4242-4242-4242', 'abcd efgh ijkl mnop'])(
    'refuses %j',
    (number) => {
      expect(demoOutcome(number)).toBeNull();
    },
  );
});

describe('the payment page’s demo hint', () => {
  // What each language calls the three outcomes, in the hint's order (declined, fails, pending).
  const words = {
    en_US: ['declined', 'fails', 'pending'],
    fr_FR: ['refusée', 'échoue', 'attente'],
    es_ES: ['rechaza', 'falla', 'pendiente'],
  } as const;

  it.each(Object.keys(words) as Array<keyof typeof words>)(
    'names in %s the exact cards of the demo provider’s rule, each with its outcome',
    (lang) => {
      const numbers = demoHintNumbers();
      const hint = t(lang, 'checkout.payment.demoHint', ...numbers);
      expect(numbers.map((number) => demoOutcome(number))).toEqual(['cancel', 'error', 'pending']);
      // Each number is followed by the word of its outcome, before the next number.
      let rest = hint;
      numbers.forEach((number, index) => {
        expect(rest).toContain(number);
        rest = rest.slice(rest.indexOf(number) + number.length);
        const upToNext = index + 1 < numbers.length ? rest.slice(0, rest.indexOf(numbers[index + 1]!)) : rest;
        expect(upToNext).toContain(words[lang][index]);
      });
      // Any other number pays, as the hint ends by saying.
      expect(demoOutcome('4000 0000 0000 0010')).toBe('done');
    },
  );
});

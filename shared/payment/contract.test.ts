import { describe, expect, it } from 'vitest';
import { demoOutcome } from './contract';

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

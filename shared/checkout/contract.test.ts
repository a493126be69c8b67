import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_MAX_POLLS, orderStatusPollDelayMs } from './contract';

describe('order status polling (SPEC §9)', () => {
  it('waits ceil(n/3) seconds after the n-th poll, 20 polls at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 19, 20].map(orderStatusPollDelayMs)).toEqual([
      1000, 1000, 1000, 2000, 2000, 2000, 3000, 7000, 7000,
    ]);
    expect(ORDER_STATUS_MAX_POLLS).toBe(20);
  });
});

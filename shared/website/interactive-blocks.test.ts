import { describe, expect, it } from 'vitest';
import { blockSchema } from './contract';
import { DEMO_COUNTDOWN_TARGET, timeLeft } from './interactive-blocks';

describe('the countdown', () => {
  it('counts whole days, hours, minutes and seconds, and zeros once the date passed', () => {
    const target = Date.parse(DEMO_COUNTDOWN_TARGET);
    expect(timeLeft(DEMO_COUNTDOWN_TARGET, target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(timeLeft(DEMO_COUNTDOWN_TARGET, target + 1000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    // 20 September 2020 17:00 Pacific time is midnight UTC the next day.
    expect(new Date(target).toISOString()).toBe('2020-09-21T00:00:00.000Z');
  });

  it('refuses a target that is not a date', () => {
    expect(blockSchema.safeParse({ id: 'c', type: 'countdown', title: '', target: 'soon' }).success).toBe(
      false,
    );
  });
});

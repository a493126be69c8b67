import { describe, expect, it } from 'vitest';
import { missedRun, nextRunAt, parseBackupTime } from './schedule';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('the backup schedule', () => {
  it('reads HH:MM on a 24-hour clock and nothing else', () => {
    expect(parseBackupTime('02:00')).toEqual({ hours: 2, minutes: 0 });
    expect(parseBackupTime('23:59')).toEqual({ hours: 23, minutes: 59 });
    for (const bad of ['24:00', '2:00', '12:60', '12h30', '', '02:00 ', 'noon'])
      expect(parseBackupTime(bad)).toBeNull();
  });

  it('runs today when the time is still ahead, else tomorrow, across midnight and month ends', () => {
    expect(nextRunAt(local(2026, 11, 25, 1, 0), '02:00')).toEqual(local(2026, 11, 25, 2, 0));
    expect(nextRunAt(local(2026, 11, 25, 2, 0), '02:00')).toEqual(local(2026, 11, 26, 2, 0));
    expect(nextRunAt(local(2026, 11, 25, 23, 59, 30), '00:00')).toEqual(local(2026, 11, 26, 0, 0));
    expect(nextRunAt(local(2026, 12, 31, 22, 0), '02:00')).toEqual(local(2027, 1, 1, 2, 0));
    expect(nextRunAt(local(2026, 2, 28, 3, 0), '02:00')).toEqual(local(2026, 3, 1, 2, 0));
  });

  it('keeps the wall-clock time over daylight-saving changes (Europe/Paris)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Paris'; // Node applies a new TZ at once
    try {
      // 29 March 2026: the clocks jump from 02:00 to 03:00, the day has 23 hours.
      const spring = nextRunAt(local(2026, 3, 29, 1, 45), '01:30');
      expect(spring).toEqual(local(2026, 3, 30, 1, 30));
      expect(spring.getTime() - local(2026, 3, 29, 1, 30).getTime()).toBe(23 * 3600_000);
      // A time the clock skips runs when it resumes.
      const skipped = nextRunAt(local(2026, 3, 28, 12, 0), '02:30');
      expect([skipped.getDate(), skipped.getHours(), skipped.getMinutes()]).toEqual([29, 3, 30]);
      // 25 October 2026: back from 03:00 to 02:00, the day has 25 hours.
      const autumn = nextRunAt(local(2026, 10, 24, 4, 0), '04:00');
      expect(autumn).toEqual(local(2026, 10, 25, 4, 0));
      expect(autumn.getTime() - local(2026, 10, 24, 4, 0).getTime()).toBe(25 * 3600_000);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('says a run was missed when the newest backup, or the schedule without any, is over a day old', () => {
    const now = local(2026, 11, 25, 9, 0);
    expect(missedRun(now, local(2026, 11, 24, 2, 0), local(2026, 1, 1))).toBe(true);
    expect(missedRun(now, local(2026, 11, 25, 2, 0), local(2026, 1, 1))).toBe(false);
    expect(missedRun(now, null, local(2026, 11, 25, 8, 0))).toBe(false);
    expect(missedRun(now, null, local(2026, 11, 20))).toBe(true);
  });
});

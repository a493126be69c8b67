import { describe, expect, it } from 'vitest';
import {
  datePickerBounds,
  formatDate,
  formatHint,
  isoDate,
  isoDateTime,
  parsePickerValue,
  parseStrictDate,
  parseStrictDateTime,
} from './dates';

const today = new Date(2025, 5, 15);
const US = '%m/%d/%Y';
const FR = '%d/%m/%Y';
const TIME = '%H:%M:%S';

describe('parseStrictDate', () => {
  it('reads a date in the language format', () => {
    expect(parseStrictDate('12/25/2030', US, today)).toEqual({ year: 2030, month: 12, day: 25 });
    expect(parseStrictDate('25/12/2030', FR, today)).toEqual({ year: 2030, month: 12, day: 25 });
    expect(parseStrictDate(' 1/5/2024 ', US, today)).toEqual({ year: 2024, month: 1, day: 5 });
  });

  it('refuses another format, impossible days and stray text', () => {
    expect(parseStrictDate('25/12/2030', US, today)).toBeNull();
    expect(parseStrictDate('12/25/2030', FR, today)).toBeNull();
    expect(parseStrictDate('2030-12-25', US, today)).toBeNull();
    expect(parseStrictDate('02/30/2024', US, today)).toBeNull();
    expect(parseStrictDate('02/29/2023', US, today)).toBeNull();
    expect(parseStrictDate('02/29/2024', US, today)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseStrictDate('12/25/30', US, today)).toBeNull();
    expect(parseStrictDate('12/25/2030x', US, today)).toBeNull();
    expect(parseStrictDate('12.25.2030', US, today)).toBeNull();
    expect(parseStrictDate('', US, today)).toBeNull();
  });

  it('keeps to the pickers’ range: from 1900 to 200 years ahead', () => {
    expect(parseStrictDate('12/31/1899', US, today)).toBeNull();
    expect(parseStrictDate('01/01/1900', US, today)).not.toBeNull();
    expect(parseStrictDate('12/31/2225', US, today)).not.toBeNull();
    expect(parseStrictDate('01/01/2226', US, today)).toBeNull();
    expect(datePickerBounds('date', today)).toEqual({ min: '1900-01-01', max: '2225-12-31' });
    expect(datePickerBounds('datetime', today)).toEqual({ min: '1900-01-01T00:00', max: '2225-12-31T23:59' });
  });
});

describe('parseStrictDateTime', () => {
  it('reads a date and a time, with or without seconds', () => {
    expect(parseStrictDateTime('12/25/2030 14:05:09', US, TIME, today)).toEqual({
      year: 2030,
      month: 12,
      day: 25,
      hour: 14,
      minute: 5,
      second: 9,
    });
    expect(parseStrictDateTime('25/12/2030 9:30', FR, TIME, today)).toMatchObject({
      hour: 9,
      minute: 30,
      second: 0,
    });
  });

  it('refuses impossible times and a missing time', () => {
    expect(parseStrictDateTime('12/25/2030 24:00', US, TIME, today)).toBeNull();
    expect(parseStrictDateTime('12/25/2030 10:60', US, TIME, today)).toBeNull();
    expect(parseStrictDateTime('12/25/2030 10:5', US, TIME, today)).toBeNull();
    expect(parseStrictDateTime('12/25/2030', US, TIME, today)).toBeNull();
    expect(parseStrictDateTime('25/12/2030 10:00', US, TIME, today)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes dates back in a format, as stored, and as hints', () => {
    const value = { year: 2030, month: 1, day: 5, hour: 7, minute: 3, second: 0 };
    expect(formatDate(value, FR)).toBe('05/01/2030');
    expect(formatDate(value, `${US} ${TIME}`)).toBe('01/05/2030 07:03:00');
    expect(isoDate(value)).toBe('2030-01-05');
    expect(isoDateTime(value)).toBe('2030-01-05 07:03:00');
    expect(formatHint(US)).toBe('MM/DD/YYYY');
    expect(formatHint(`${FR} ${TIME}`)).toBe('DD/MM/YYYY HH:MM:SS');
  });

  it('reads the values of native pickers', () => {
    expect(parsePickerValue('2030-01-05')).toEqual({
      year: 2030,
      month: 1,
      day: 5,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(parsePickerValue('2030-01-05T07:03')).toMatchObject({ hour: 7, minute: 3 });
    expect(parsePickerValue('05/01/2030')).toBeNull();
  });
});

/**
 * Dates typed in a language's own format (SPEC §5: website form dates and datetimes are parsed
 * strictly in the visitor's language format). Formats are the strftime-style ones of
 * shared/i18n `languages` (%m/%d/%Y, %d/%m/%Y; %H:%M:%S). Isomorphic: the site checks a date
 * before posting, the server checks it again with the same code.
 */

/** SPEC §9: date pickers allow from 1900 to 200 years ahead. */
export const DATE_PICKER_MIN_YEAR = 1900;
export const DATE_PICKER_YEARS_AHEAD = 200;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface CalendarDateTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The years a date may fall in, seen from `today` (the picker's limits). */
export function dateYearRange(today: Date = new Date()): { min: number; max: number } {
  return { min: DATE_PICKER_MIN_YEAR, max: today.getFullYear() + DATE_PICKER_YEARS_AHEAD };
}

/** `min`/`max` attributes of a native date (or datetime-local) picker. */
export function datePickerBounds(kind: 'date' | 'datetime', today: Date = new Date()) {
  const { min, max } = dateYearRange(today);
  return kind === 'date'
    ? { min: `${min}-01-01`, max: `${max}-12-31` }
    : { min: `${min}-01-01T00:00`, max: `${max}-12-31T23:59` };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

type Part = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second';
const tokens: Record<string, { part: Part; pattern: string }> = {
  d: { part: 'day', pattern: '(\\d{1,2})' },
  m: { part: 'month', pattern: '(\\d{1,2})' },
  Y: { part: 'year', pattern: '(\\d{4})' },
  H: { part: 'hour', pattern: '(\\d{1,2})' },
  M: { part: 'minute', pattern: '(\\d{2})' },
  S: { part: 'second', pattern: '(\\d{2})' },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A strftime-style format as an anchored pattern, and the part each group captures. */
function compile(format: string): { pattern: RegExp; parts: Part[] } {
  const parts: Part[] = [];
  let source = '';
  for (let index = 0; index < format.length; index++) {
    const char = format[index]!;
    const token = char === '%' ? tokens[format[index + 1] ?? ''] : undefined;
    if (token) {
      parts.push(token.part);
      source += token.pattern;
      index++;
    } else source += escapeRegExp(char);
  }
  return { pattern: new RegExp(`^${source}$`), parts };
}

function read(text: string, format: string): Partial<Record<Part, number>> | null {
  const { pattern, parts } = compile(format);
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const values: Partial<Record<Part, number>> = {};
  parts.forEach((part, index) => {
    values[part] = Number(match[index + 1]);
  });
  return values;
}

function checkedDate(values: Partial<Record<Part, number>>, today: Date): CalendarDate | null {
  const { year, month, day } = values;
  if (year === undefined || month === undefined || day === undefined) return null;
  const range = dateYearRange(today);
  if (year < range.min || year > range.max) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A date typed as `format` (e.g. %d/%m/%Y), or null when it is not one (31/02, 2024-01-05…). */
export function parseStrictDate(text: string, format: string, today: Date = new Date()): CalendarDate | null {
  const values = read(text, format);
  return values ? checkedDate(values, today) : null;
}

/**
 * A date and time typed as `dateFormat timeFormat`; the seconds may be left out (a picker gives
 * hours and minutes).
 */
export function parseStrictDateTime(
  text: string,
  dateFormat: string,
  timeFormat: string,
  today: Date = new Date(),
): CalendarDateTime | null {
  const formats = [`${dateFormat} ${timeFormat}`];
  if (timeFormat.endsWith(':%S')) formats.push(`${dateFormat} ${timeFormat.slice(0, -3)}`);
  for (const format of formats) {
    const values = read(text, format);
    if (!values) continue;
    const date = checkedDate(values, today);
    const { hour, minute, second = 0 } = values;
    if (!date || hour === undefined || minute === undefined) return null;
    if (hour > 23 || minute > 59 || second > 59) return null;
    return { ...date, hour, minute, second };
  }
  return null;
}

/** Writes a date in a strftime-style format (the inverse of parseStrictDate). */
export function formatDate(value: CalendarDate | CalendarDateTime, format: string): string {
  const time = 'hour' in value ? value : { hour: 0, minute: 0, second: 0 };
  return format.replace(/%([dmYHMS])/g, (_all, token: string) => {
    switch (token) {
      case 'd':
        return pad(value.day);
      case 'm':
        return pad(value.month);
      case 'Y':
        return pad(value.year, 4);
      case 'H':
        return pad(time.hour);
      case 'M':
        return pad(time.minute);
      default:
        return pad(time.second);
    }
  });
}

/** 2024-05-31: how dates are stored. */
export const isoDate = (value: CalendarDate) => formatDate(value, '%Y-%m-%d');
/** 2024-05-31 14:05:00: how datetimes are stored (as typed, in the visitor's time). */
export const isoDateTime = (value: CalendarDateTime) => formatDate(value, '%Y-%m-%d %H:%M:%S');

/** Reads what a native picker gives (2024-05-31, 2024-05-31T14:05) back into parts. */
export function parsePickerValue(value: string): CalendarDateTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
}

/** "MM/DD/YYYY" for the placeholder of a date field typed as `format`. */
export function formatHint(format: string): string {
  const hints: Record<string, string> = { d: 'DD', m: 'MM', Y: 'YYYY', H: 'HH', M: 'MM', S: 'SS' };
  return format.replace(/%([dmYHMS])/g, (_all, token: string) => hints[token] ?? token);
}

/**
 * The back office's CSV exports (links, clicks, form submissions, subscribers, products): rows → RFC 4180
 * text, and the download response. Cells a spreadsheet would run as a formula are kept as text
 * (CSV injection: a visitor's '=HYPERLINK(…)' must not become a live formula for the publisher).
 */
import type { Response } from 'express';

export type CsvValue = string | number | boolean | Date | null | undefined;

/** A leading = + - @ starts a formula in spreadsheets; a tab or carriage return can hide one. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding a comma, a double quote or a line break is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: empty for null, ISO time for a Date, text behind a ' when it would start a formula. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as written by `csvCell`, read back for an import: the ' put before a formula start is dropped. */
export function fromCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** The rows as CSV text: fields separated by commas, each record ended by CRLF (RFC 4180). */
export function toCsv(rows: Iterable<readonly CsvValue[]>): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvCell).join(',')}\r\n`;
  return text;
}

/** Sends rows (the header first) as a CSV download named `fileName`; never cached. */
export function sendCsv(res: Response, fileName: string, rows: Iterable<readonly CsvValue[]>): void {
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .attachment(fileName)
    .set('Cache-Control', 'no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .send(toCsv(rows));
}

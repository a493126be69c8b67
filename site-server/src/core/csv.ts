/**
 * The back office's CSV exports (links, clicks, form submissions, subscribers, products): rows → RFC 4180
 * text with csv-stringify, streamed to the download. Cells a spreadsheet would run as a formula are kept
 * as text (CSV injection: a visitor's '=HYPERLINK(…)' must not become a live formula for the publisher).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { Response } from 'express';

export type CsvValue = string | number | boolean | Date | null | undefined;
export type CsvRows = Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>;

/** A leading = + - @ starts a formula in spreadsheets; a tab or carriage return can hide one. */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvOptions: Options = {
  record_delimiter: 'windows', // CRLF (RFC 4180)
  escape_formulas: true, // ' before a leading = + - @ tab or CR
  quoted_match: /[\r\n]/, // a lone line break is quoted too, not only CRLF
  cast: { boolean: (value) => String(value), date: (value) => value.toISOString() },
};

/** A cell as written on export, read back for an import: the ' put before a formula start is dropped. */
export function fromCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** The rows as CSV text: fields separated by commas, each record ended by CRLF. */
export function toCsv(rows: Iterable<readonly CsvValue[]>): string {
  return stringifySync([...rows] as CsvValue[][], csvOptions);
}

/**
 * Streams rows (the header first) as a CSV download named `fileName`, never cached. Rows may come from
 * an async generator reading the database page by page: memory stays flat however long the export, and
 * a client that goes away stops the reading.
 */
export async function sendCsv(res: Response, fileName: string, rows: CsvRows): Promise<void> {
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .attachment(fileName)
    .set('Cache-Control', 'no-store')
    .set('X-Content-Type-Options', 'nosniff');
  try {
    await pipeline(Readable.from(rows), stringify(csvOptions), res);
  } catch (error) {
    // The download was cut by the client: nothing left to answer.
    if (res.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  }
}

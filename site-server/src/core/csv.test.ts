import type { AddressInfo } from 'node:net';
import express from 'express';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { sendCsv, toCsv, type CsvRows, type CsvValue } from './csv';

/** One field as the export writes it (its record's CRLF cut off). */
const csvCell = (value: CsvValue) => toCsv([[value]]).slice(0, -2);

describe('csvCell', () => {
  it('writes plain text, numbers, booleans, empty values and times as they are', () => {
    expect(csvCell('Alice')).toBe('Alice');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvCell(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe('2025-01-02T03:04:05.000Z');
  });

  it('quotes a comma, a double quote or a line break (RFC 4180)', () => {
    expect(csvCell('Carol, "the boss"')).toBe('"Carol, ""the boss"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('keeps %j as text, not a formula', (text) => {
    expect(csvCell(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
  });

  it('defuses and quotes a formula with a comma or quotes in it', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });

  it('leaves a formula character that does not lead alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ann@example.org')).toBe('ann@example.org');
  });
});

describe('toCsv', () => {
  it('ends every record with CRLF, and reads back as the same fields', () => {
    const rows = [
      ['email', 'name', 'note'],
      ['ann@example.org', 'Ann', 'two\r\nlines, "quoted"'],
      ['bob@example.org', null, '=cmd'],
    ];
    const text = toCsv(rows);
    expect(text.startsWith('email,name,note\r\nann@example.org,Ann,"two\r\nlines, ""quoted"""\r\n')).toBe(
      true,
    );
    expect(text.endsWith(`bob@example.org,,'=cmd\r\n`)).toBe(true);
    expect(parse(text, { relax_column_count: false })).toEqual([
      ['email', 'name', 'note'],
      ['ann@example.org', 'Ann', 'two\r\nlines, "quoted"'],
      ['bob@example.org', '', "'=cmd"],
    ]);
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});

describe('sendCsv', () => {
  const servers: Array<{ close(): void }> = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  async function download(
    fileName: string,
    rows: CsvRows = [
      ['a', 'b'],
      [1, '=2'],
    ],
    signal?: AbortSignal,
  ) {
    const app = express();
    app.get('/export.csv', (_req, res) => sendCsv(res, fileName, rows));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/export.csv`, { signal });
  }

  it('answers a UTF-8 CSV download with its file name, not cached', async () => {
    const response = await download('links.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?links\.csv"?$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe("a,b\r\n1,'=2\r\n");
  });

  it('keeps a file name with quotes or accents from breaking the header', async () => {
    const response = await download('Café "news".csv');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="Caf[^"]*\\"news\\"\.csv"; filename\*=UTF-8''Caf%C3%A9%20%22news%22\.csv$/,
    );
  });

  it('streams rows from an async source page by page, and stops reading when the client goes away', async () => {
    let produced = 0;
    let finished = false;
    async function* endless(): AsyncGenerator<CsvValue[]> {
      try {
        yield ['n', 'text'];
        for (; produced < 5_000_000; produced++) {
          // A database page every 1,000 rows.
          if (produced % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
          yield [produced, 'some words, quoted'];
        }
      } finally {
        finished = true;
      }
    }
    const abort = new AbortController();
    const response = await download('big.csv', endless(), abort.signal);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.startsWith('n,text\r\n0,"some words, quoted"\r\n')).toBe(true);
    abort.abort();
    await expect.poll(() => finished, { timeout: 5000 }).toBe(true);
    // Cut long before the end: the rows were never all held in memory.
    expect(produced).toBeLessThan(1_000_000);
  });
});

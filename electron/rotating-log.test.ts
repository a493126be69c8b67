import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RotatingLog, serverLogRotation } from './rotating-log';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-log-'));
  file = path.join(dir, 'server.log');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const line = (n: number) => `line ${String(n).padStart(4, '0')} ${'x'.repeat(84)}\n`; // 100 bytes

describe('the rotating server log', () => {
  it('keeps the desktop server log to 5 files of 5 MB', () => {
    expect(serverLogRotation).toEqual({ maxBytes: 5 * 1024 * 1024, maxFiles: 5 });
  });

  it('rotates by size, keeps the newest lines in server.log and deletes files beyond the count', () => {
    const log = new RotatingLog(file, { maxBytes: 1000, maxFiles: 3 });
    for (let n = 1; n <= 45; n++) log.write(line(n));
    log.end();
    expect(readdirSync(dir).sort()).toEqual(['server.log', 'server.log.1', 'server.log.2']);
    for (const name of readdirSync(dir))
      expect(statSync(path.join(dir, name)).size).toBeLessThanOrEqual(1000);
    // 45 lines of 100 bytes, 10 a file: server.log has 41–45, .1 has 31–40, .2 has 21–30; 1–20 are gone.
    expect(readFileSync(file, 'utf8')).toBe([41, 42, 43, 44, 45].map(line).join(''));
    expect(readFileSync(`${file}.1`, 'utf8').startsWith(line(31))).toBe(true);
    expect(readFileSync(`${file}.2`, 'utf8').startsWith(line(21))).toBe(true);
    expect(existsSync(`${file}.3`)).toBe(false);
    log.write('after the end is ignored\n');
    expect(readFileSync(file, 'utf8')).not.toContain('ignored');
  });

  it('appends to the log left by the last start, and rotates it when already full', () => {
    writeFileSync(file, 'a'.repeat(950));
    const log = new RotatingLog(file, { maxBytes: 1000, maxFiles: 2 });
    log.write(line(1));
    log.end();
    expect(readFileSync(`${file}.1`, 'utf8')).toBe('a'.repeat(950));
    expect(readFileSync(file, 'utf8')).toBe(line(1));

    const single = new RotatingLog(file, { maxBytes: 150, maxFiles: 1 });
    single.write(line(2));
    single.write(line(3)); // one file only: the old lines go
    single.end();
    expect(readFileSync(file, 'utf8')).toBe(line(3));
  });

  it('writes a line longer than the limit whole, in a file of its own', () => {
    const log = new RotatingLog(file, { maxBytes: 50, maxFiles: 2 });
    log.write('short\n');
    log.write(line(7));
    log.end();
    expect(readFileSync(file, 'utf8')).toBe(line(7));
    expect(readFileSync(`${file}.1`, 'utf8')).toBe('short\n');
  });

  it.skipIf(!existsSync('/dev/full'))('ends quietly when its file cannot be written (a full disk)', () => {
    // Writes to /dev/full fail with ENOSPC, as on a full disk.
    const log = new RotatingLog('/dev/full', { maxBytes: 1000, maxFiles: 1 });
    expect(() => log.write(line(1))).not.toThrow();
    expect(log.ended).toBe(true);
    expect(() => log.write(line(2))).not.toThrow();
    log.end();
  });
});

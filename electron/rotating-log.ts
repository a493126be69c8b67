import { closeSync, existsSync, fstatSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

export interface LogRotation {
  /** A file is rotated before it would grow past this size (a single longer write still gets written). */
  maxBytes: number;
  /** Files kept in all, the live one included: server.log, server.log.1 … server.log.(maxFiles-1). */
  maxFiles: number;
}

/** The desktop's server log: 5 MB per file, five files (at most 25 MB on disk). */
export const serverLogRotation: LogRotation = { maxBytes: 5 * 1024 * 1024, maxFiles: 5 };

/**
 * An append-only log file that rotates by size: when the next write would pass `maxBytes`, server.log
 * becomes server.log.1, server.log.1 becomes .2 and so on, and the oldest beyond `maxFiles` is
 * deleted. Writes are synchronous (the shell writes a few lines at a time), so nothing is lost
 * when the app quits.
 */
export class RotatingLog {
  private fd: number | null;
  private size: number;

  constructor(
    readonly file: string,
    private readonly rotation: LogRotation = serverLogRotation,
  ) {
    if (rotation.maxFiles < 1 || rotation.maxBytes < 1)
      throw new Error('A log keeps at least one file of one byte.');
    this.fd = openSync(file, 'a');
    this.size = fstatSync(this.fd).size;
  }

  get ended(): boolean {
    return this.fd === null;
  }

  /**
   * A file that can no longer be written (a full disk, a folder removed) ends the log instead of
   * throwing: the shell goes on reading the server's output, so the server never waits on its pipe.
   */
  write(text: string): void {
    if (this.fd === null) return;
    const bytes = Buffer.from(text);
    try {
      if (this.size > 0 && this.size + bytes.length > this.rotation.maxBytes) this.rotate();
      writeSync(this.fd!, bytes);
      this.size += bytes.length;
    } catch {
      this.abandon();
    }
  }

  end(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private abandon(): void {
    try {
      if (this.fd !== null) closeSync(this.fd);
    } catch {
      // Closed already (by a rotation that failed half-way).
    }
    this.fd = null;
  }

  private rotate(): void {
    closeSync(this.fd!);
    const { maxFiles } = this.rotation;
    const numbered = (n: number) => `${this.file}.${n}`;
    if (maxFiles === 1) rmSync(this.file, { force: true });
    else {
      rmSync(numbered(maxFiles - 1), { force: true });
      for (let n = maxFiles - 2; n >= 1; n--)
        if (existsSync(numbered(n))) renameSync(numbered(n), numbered(n + 1));
      renameSync(this.file, numbered(1));
    }
    this.fd = openSync(this.file, 'a');
    this.size = 0;
  }
}

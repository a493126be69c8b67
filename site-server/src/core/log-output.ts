import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import SonicBoom from 'sonic-boom';

/** Bytes of log kept waiting for a reader that is slow or stopped; beyond, new lines are dropped. */
const MAX_UNWRITTEN_BYTES = 8 * 1024 * 1024;

/** How long the last lines get to go out at shutdown before the process exits anyway. */
export const LOG_FLUSH_LIMIT_MS = 2_000;

/**
 * The server's log: JSON lines to standard output, written off the event loop (sonic-boom, as pino's
 * own destination). Whoever reads the log may stop reading or go away (a closed pipe: EPIPE), and
 * neither may stop the server. pino's own destination flushes synchronously when the process exits,
 * and its flush retries a write that failed with EPIPE every 100 ms forever (sonic-boom 4): a server
 * whose log pipe had been closed never exited after SIGTERM. Here nothing is ever written
 * synchronously: a failed write ends the log (the server goes on without it), a stalled reader
 * costs at most MAX_UNWRITTEN_BYTES of memory, and the last lines get LOG_FLUSH_LIMIT_MS at shutdown.
 */
export class LogOutput implements DestinationStream {
  private readonly stream: SonicBoom;
  private pending = false;
  private failed = false;

  constructor(fd = 1) {
    this.stream = new SonicBoom({ fd, sync: false, maxLength: MAX_UNWRITTEN_BYTES });
    // Emitted when everything accepted is written.
    this.stream.on('drain', () => (this.pending = false));
    this.stream.on('error', () => {
      this.failed = true;
      this.pending = false;
    });
  }

  write(line: string): void {
    if (this.failed) return;
    this.pending = true;
    this.stream.write(line);
  }

  /** pino's `logger.flush(done)`: `done` once the lines so far are out, the log failed, or the limit passed. */
  flush(done: () => void): void {
    if (!this.pending) return done();
    const finish = () => {
      clearTimeout(limit);
      this.stream.off('drain', finish);
      this.stream.off('error', finish);
      done();
    };
    const limit = setTimeout(finish, LOG_FLUSH_LIMIT_MS);
    this.stream.once('drain', finish);
    this.stream.once('error', finish);
  }
}

/** The server's logger, writing to standard output through a LogOutput. */
export const createLogger = (level: LevelWithSilent): Logger => pino({ level }, new LogOutput());

/** Waits (within LOG_FLUSH_LIMIT_MS for a LogOutput) until the logger's lines so far are written. */
export const flushLog = (logger: Logger): Promise<void> =>
  new Promise((resolve) => logger.flush(() => resolve()));

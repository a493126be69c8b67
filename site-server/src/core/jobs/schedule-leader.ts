import type { Logger } from 'pino';
import type pg from 'pg';

/**
 * The session-level advisory lock whose holder runs the schedules: the two-key form, (Vitrine, 2), so
 * that no other use of advisory locks on the database meets it.
 */
export const SCHEDULE_LOCK = [0x5654524e /* 'VTRN' */, 2] as const;

export interface ScheduleLeaderOptions {
  databaseUrl: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** How often a process that is not the leader tries to become it, and the leader checks its connection (default 2 s). */
  retryMs?: number;
  /** Told when this process becomes the leader or stops being it. */
  onChange?: (isLeader: boolean) => void;
}

/**
 * One leader for the schedules among the processes on one PostgreSQL database: the one whose own
 * connection (not the pool's) holds `pg_try_advisory_lock(SCHEDULE_LOCK)`. The lock lives as long as
 * that connection: when the leader's process stops or dies, PostgreSQL ends its session, the lock is
 * free, and the next try of another process (every `retryMs`) takes it.
 */
export class ScheduleLeader {
  private client: pg.Client | null = null;
  private leader = false;
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private readonly retryMs: number;

  constructor(private readonly options: ScheduleLeaderOptions) {
    this.retryMs = options.retryMs ?? 2000;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.next(0);
  }

  /** Gives the lock back (by ending the connection) once a round in progress ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
    const client = this.client;
    this.client = null;
    this.setLeader(false);
    await client?.end().catch(() => undefined);
  }

  private next(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.round = this.tryToLead().finally(() => {
        this.round = null;
        this.next(this.retryMs);
      });
    }, delayMs);
    // The election must not keep a finished process alive: shutdown calls stop().
    this.timer.unref();
  }

  /** Not the leader: tries to take the lock. The leader: checks that its connection (and so the lock) is still there. */
  private async tryToLead(): Promise<void> {
    let client = this.client;
    try {
      if (!client) {
        // Loaded here: the SQLite desktop app, which has no election, never loads the PostgreSQL client.
        const { default: postgres } = await import('pg');
        client = new postgres.Client({
          connectionString: this.options.databaseUrl,
          application_name: 'vitrine schedule leader',
          keepAlive: true,
        });
        const connecting = client;
        connecting.on('error', () => this.lost(connecting));
        connecting.on('end', () => this.lost(connecting));
        await connecting.connect();
        if (this.stopped) return void (await connecting.end());
        this.client = connecting;
      }
      if (this.leader) {
        await client.query('SELECT 1');
        return;
      }
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS "locked"',
        [...SCHEDULE_LOCK],
      );
      if (rows[0]?.locked) this.setLeader(true);
    } catch (error) {
      this.options.logger.warn(
        { err: error },
        'jobs: the schedule leader election could not reach the database',
      );
      if (client) this.lost(client);
      await client?.end().catch(() => undefined);
    }
  }

  /** The connection is gone, and the lock with it (PostgreSQL frees it when the session ends). */
  private lost(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = null;
    this.setLeader(false);
  }

  private setLeader(leader: boolean): void {
    if (leader === this.leader) return;
    this.leader = leader;
    this.options.logger.info(
      { pid: process.pid },
      leader ? 'jobs: this process runs the schedules' : 'jobs: this process no longer runs the schedules',
    );
    this.options.onChange?.(leader);
  }
}

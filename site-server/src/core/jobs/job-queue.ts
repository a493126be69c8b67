import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { detached, type TransactionRunner } from '../db/transaction';
import type { EventBus } from '../events';
import { jobStore, type ClaimedJob } from './job-store';

/**
 * The jobs of the platform, by kind, with their payload. A feature adds its own from its folder by
 * declaration merging:
 *
 *   declare module '../../core/jobs' {
 *     interface VitrineJobs { 'payment.expire': { transactionId: number } }
 *   }
 */
export interface VitrineJobs {
  /** Deletes the done jobs of more than a week and the failed ones of more than a month (hourly). */
  'jobs.purge': PeriodicPayload;
}

export type JobKind = keyof VitrineJobs & string;

/** What a periodic job (`every`) gets: the start of its time slot, ISO 8601. */
export interface PeriodicPayload {
  slot: string;
}

type PeriodicKind = { [Kind in JobKind]: VitrineJobs[Kind] extends PeriodicPayload ? Kind : never }[JobKind];

/** The run of a job as its handler sees it. */
export interface JobRun {
  id: number;
  kind: JobKind;
  key: string | null;
  /** 1 on the first run; more when an earlier run failed or its process died. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler<Kind extends JobKind> = (payload: VitrineJobs[Kind], run: JobRun) => Promise<void>;

export interface JobKindOptions<Kind extends JobKind = JobKind> {
  /** Runs before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** How long a run may take before another worker may take the job over (default: the queue's `defaultLeaseMs`). */
  leaseMs?: number;
  /** Wait before the first retry; doubles with each further attempt, at most an hour (default 30 s). */
  retryBaseMs?: number;
  /**
   * Runs once the job is recorded failed for good, whatever ended it (its last attempt threw, or every
   * attempt's process died before an outcome): the feature marks its own record failed too.
   */
  whenFailed?: (payload: VitrineJobs[Kind], reason: string) => Promise<void>;
}

export interface JobQueueOptions {
  transaction: TransactionRunner;
  /** `jobs.enqueued` after a commit wakes the worker, so a job due now does not wait for the next poll. */
  events?: EventBus;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** How often the worker looks for due jobs; 0: no background worker (jobs run through `runDue`). */
  pollMs: number;
  /** Jobs run at once by this process (default 2). */
  concurrency?: number;
  /** The lease of kinds that set none (JOBS_LEASE_MS; default 5 minutes). */
  defaultLeaseMs?: number;
  /**
   * Whether this process runs the schedules (the periodic kinds): one process at a time on PostgreSQL
   * (schedule-leader.ts). Without it, this process always does (SQLite: the one process).
   */
  leader?: { readonly isLeader: boolean; start(): void; stop(): Promise<void> };
  /** The clock (tests move it). */
  now?: () => Date;
  /** Names this process in the claims (default host:pid:random). */
  workerId?: string;
}

export interface JobRoundResult {
  done: number;
  retried: number;
  failed: number;
  /** Runs whose lease another worker had taken over: their outcome was not recorded. */
  lost: number;
}

interface Definition {
  handler: (payload: unknown, run: JobRun) => Promise<void>;
  maxAttempts: number;
  leaseMs: number;
  retryBaseMs: number;
  whenFailed?: (payload: unknown, reason: string) => Promise<void>;
}

declare module '../events' {
  interface VitrineEvents {
    /** A job due now was enqueued (after its transaction committed). */
    'jobs.enqueued': Record<string, never>;
  }
}

const HOUR = 3_600_000;

/** The wait before the attempt after `attempt` failed: `retryBaseMs`, doubling with each attempt, at most an hour. */
export const retryDelayMs = (retryBaseMs: number, attempt: number) =>
  Math.min(HOUR, retryBaseMs * 2 ** Math.max(0, attempt - 1));
const DAY = 24 * HOUR;
/** Rounds of `runDue` at most: jobs that keep enqueuing due jobs must not loop a test forever. */
const MAX_ROUNDS = 100;

/**
 * Background work as durable jobs (docs/jobs.md): features `define` a handler per kind, `enqueue` jobs
 * in the transaction that asks for them (so a job exists only if that write commits), and declare
 * periodic ones with `every`. Every process's worker claims due jobs with a lease, one statement for
 * several jobs (FOR UPDATE SKIP LOCKED on PostgreSQL); a job whose process died is taken over once
 * its lease runs out. Handlers must be idempotent: a job runs once in practice, twice at worst.
 */
export class JobQueue {
  private readonly definitions = new Map<string, Definition>();
  private readonly periodic = new Map<PeriodicKind, { intervalMs: number; lastSlot: number | null }>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly now: () => Date;
  private readonly workerId: string;
  private readonly concurrency: number;
  private claims = 0;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private ticking: Promise<void> | null = null;
  private round: JobRoundResult = { done: 0, retried: 0, failed: 0, lost: 0 };

  constructor(private readonly options: JobQueueOptions) {
    this.now = options.now ?? (() => new Date());
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.concurrency = options.concurrency ?? 2;
    options.events?.subscribe('jobs.enqueued', () => this.wake());
    this.define('jobs.purge', async () => {
      const now = this.now().getTime();
      await options.transaction(
        (em) => jobStore.purge(em, new Date(now - 7 * DAY), new Date(now - 30 * DAY)),
        { changesPages: false },
      );
    });
    this.every('jobs.purge', HOUR);
  }

  /** Declares what runs a kind of job (a feature does it when it is created, before the worker starts). */
  define<Kind extends JobKind>(
    kind: Kind,
    handler: JobHandler<Kind>,
    options: JobKindOptions<Kind> = {},
  ): void {
    if (this.definitions.has(kind)) throw new Error(`The job kind ${kind} is defined twice.`);
    this.definitions.set(kind, {
      handler: handler as Definition['handler'],
      maxAttempts: options.maxAttempts ?? 5,
      leaseMs: options.leaseMs ?? this.options.defaultLeaseMs ?? 5 * 60_000,
      retryBaseMs: options.retryBaseMs ?? 30_000,
      whenFailed: options.whenFailed as Definition['whenFailed'],
    });
  }

  /**
   * Adds a job in the caller's transaction: it exists only if that transaction commits. With a `key`,
   * a job of that key already there (queued, running, done or failed, until purged) means nothing is
   * added: answers whether this call added it. With `again` too, a job of that key that is queued, done
   * or failed is queued again at `runAt` with fresh attempts (a running one is left to end as it will).
   */
  async enqueue<Kind extends JobKind>(
    em: EntityManager,
    kind: Kind,
    payload: VitrineJobs[Kind],
    options: { runAt?: Date; key?: string; again?: boolean } = {},
  ): Promise<boolean> {
    const definition = this.definitions.get(kind);
    if (!definition) throw new Error(`No handler is defined for the job kind ${kind}.`);
    const now = this.now();
    const runAt = options.runAt ?? now;
    const added = await jobStore.insert(
      em,
      { kind, key: options.key ?? null, payload, runAt, maxAttempts: definition.maxAttempts },
      now,
      { again: options.again === true && options.key !== undefined },
    );
    if (added && runAt <= now) this.options.events?.publish(em, 'jobs.enqueued', {});
    return added;
  }

  /**
   * Runs `kind` once per `intervalMs` slot (slots counted from the epoch), whichever process gets there
   * first: each worker enqueues the current slot's job under the key `${kind}@${slot}`, which only the
   * first insert adds. No leader is needed; a slot while every process was down is skipped.
   */
  every(kind: PeriodicKind, intervalMs: number): void {
    if (!this.definitions.has(kind)) throw new Error(`No handler is defined for the job kind ${kind}.`);
    if (!(intervalMs >= 1000)) throw new Error('A periodic job runs at most once a second.');
    this.periodic.set(kind, { intervalMs, lastSlot: null });
  }

  /** Whether this process runs the schedules now (always without a leader: SQLite's one process). */
  get isLeader(): boolean {
    return this.options.leader?.isLeader ?? true;
  }

  /** Starts the background worker (no-op with pollMs 0). */
  start(): void {
    if (this.started || this.options.pollMs <= 0) return;
    this.started = true;
    this.options.leader?.start();
    this.schedule(0);
  }

  /** Stops claiming, and waits for the jobs running in this process to end. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await this.idle();
    // Last: another process takes the schedules over once this one's runs ended.
    await this.options.leader?.stop();
  }

  /** Looks for due jobs now rather than at the next poll. */
  wake(): void {
    if (!this.started || this.ticking) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  /**
   * Runs every job due now, including those that become due meanwhile (retries are not: they wait for
   * their time), and waits for the ones this process's worker was running. For tests and scripts.
   */
  async runDue(): Promise<JobRoundResult> {
    const before = { ...this.round };
    await this.idle();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      await this.enqueuePeriodic();
      const claimed = await this.claim(this.concurrency);
      if (!claimed.length) break;
      await Promise.all(claimed.map((job) => this.run(job)));
    }
    await this.idle();
    return {
      done: this.round.done - before.done,
      retried: this.round.retried - before.retried,
      failed: this.round.failed - before.failed,
      lost: this.round.lost - before.lost,
    };
  }

  private async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    // A wake-up comes after a request's commit: the round must not join any transaction.
    this.timer = detached(() =>
      setTimeout(() => {
        this.timer = null;
        this.ticking = this.tick()
          .catch((error: unknown) => this.options.logger.error({ err: error }, 'jobs: round failed'))
          .finally(() => {
            this.ticking = null;
            this.schedule(this.options.pollMs);
          });
      }, delayMs),
    );
    // The worker must not keep the process alive on its own: shutdown calls stop().
    this.timer.unref();
  }

  /** One round of the worker: the periodic jobs of this slot, then as many due jobs as there are free runs. */
  private async tick(): Promise<void> {
    await this.enqueuePeriodic();
    const claimed = await this.claim(this.concurrency - this.inFlight.size);
    for (const job of claimed) {
      const running = this.run(job).finally(() => {
        this.inFlight.delete(running);
        // A free run: there may be more due jobs than one round took.
        this.wake();
      });
      this.inFlight.add(running);
    }
  }

  /** Enqueues the current slot's job of each periodic kind, once per slot and process, in the leader only. */
  private async enqueuePeriodic(): Promise<void> {
    if (!this.isLeader) return;
    const now = this.now();
    const due = [...this.periodic].flatMap(([kind, plan]) => {
      const slot = Math.floor(now.getTime() / plan.intervalMs);
      return slot === plan.lastSlot ? [] : [{ kind, plan, slot }];
    });
    if (!due.length) return;
    await this.options.transaction(
      async (em) => {
        for (const { kind, plan, slot } of due) {
          const start = new Date(slot * plan.intervalMs);
          await this.enqueue(
            em,
            kind,
            { slot: start.toISOString() },
            {
              key: `${kind}@${start.toISOString()}`,
              runAt: start,
            },
          );
        }
      },
      { changesPages: false },
    );
    for (const { plan, slot } of due) plan.lastSlot = slot;
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    if (limit < 1) return [];
    const now = this.now();
    const claim = `${this.workerId}#${++this.claims}`;
    // The periodic kinds' runs are the schedule's: the leader's alone (one process at a time).
    const kinds = [...this.definitions.keys()].filter(
      (kind) => this.isLeader || !this.periodic.has(kind as PeriodicKind),
    );
    return this.options.transaction(
      (em) =>
        jobStore.claim(em, {
          kinds,
          limit,
          claim,
          now,
          leaseUntil: (kind) => new Date(now.getTime() + this.definitions.get(kind)!.leaseMs),
        }),
      { changesPages: false },
    );
  }

  /** Runs one claimed job and records its outcome, if the claim still holds the job. */
  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.kind)!;
    const { logger } = this.options;
    let failure: string | null = null;
    if (job.attempts > job.maxAttempts)
      failure = 'Every attempt ended without an outcome (its process stopped).';
    else {
      try {
        await detached(() =>
          definition.handler(job.payload, {
            id: job.id,
            kind: job.kind as JobKind,
            key: job.key,
            attempt: job.attempts,
            maxAttempts: job.maxAttempts,
          }),
        );
      } catch (error) {
        failure = error instanceof Error ? error.message || error.name : String(error);
      }
    }
    const now = this.now();
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    const retryAt =
      failure !== null && job.attempts < job.maxAttempts
        ? new Date(now.getTime() + retryDelayMs(definition.retryBaseMs, job.attempts))
        : null;
    const recorded = await this.options.transaction(
      (em) =>
        failure === null ? jobStore.finish(em, job, now) : jobStore.fail(em, job, failure, retryAt, now),
      { changesPages: false },
    );
    if (!recorded) {
      this.round.lost++;
      logger.warn(context, 'jobs: the lease ran out during the run; another worker took the job over');
    } else if (failure === null) this.round.done++;
    else if (retryAt) {
      this.round.retried++;
      logger.warn({ ...context, retryAt, err: failure }, 'jobs: the job failed and will be retried');
    } else {
      this.round.failed++;
      logger.error({ ...context, err: failure }, 'jobs: the job failed for good');
      await definition
        .whenFailed?.(job.payload, failure)
        .catch((error: unknown) => logger.error({ ...context, err: error }, 'jobs: whenFailed failed'));
    }
  }
}

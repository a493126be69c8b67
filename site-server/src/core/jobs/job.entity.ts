import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../db/columns';

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
/** queued: waiting for its time; running: a worker holds its lease; done; failed: gave up after the last attempt. */
export type JobState = (typeof jobStates)[number];

/**
 * A piece of background work, durable in the database: any process's worker claims it when it is due
 * (or when the lease of the worker that held it ran out), runs it, and marks it done while it still
 * holds the lease (core/jobs, docs/jobs.md).
 */
@Entity('job')
@Index('idx_job_due', ['state', 'runAt'])
export class Job extends BaseRecord {
  /** What to run: the name a feature defined its handler under ('payment.expire'). */
  @Column({ type: 'varchar', length: 100 })
  kind!: string;

  /** Names the job once: a second enqueue with the same key adds nothing (null: no de-duplication). */
  @Index('idx_job_key', { unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  key!: string | null;

  @Column({ type: 'simple-json' })
  payload!: unknown;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  state!: JobState;

  /** Not before this time. */
  @Column({ type: TIMESTAMP })
  runAt!: Date;

  /** Claims so far (a claim whose process died counts too). */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'integer', default: 5 })
  maxAttempts!: number;

  /** The claim that holds the lease (worker and claim number); null when none does. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  lockedBy!: string | null;

  /** When the lease runs out: after this another worker may take the job over. */
  @Column({ type: TIMESTAMP, nullable: true })
  lockedUntil!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** When it was done or failed (done jobs are purged some days later). */
  @Column({ type: TIMESTAMP, nullable: true })
  finishedAt!: Date | null;
}

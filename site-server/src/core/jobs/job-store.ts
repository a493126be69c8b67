import { LessThan, type EntityManager } from 'typeorm';
import { inDialect, sqlTime } from '../db/sql';
import { Job } from './job.entity';

/** A job a worker claimed: what its handler gets, and the claim that must still hold the lease to finish it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  /** This claim included. */
  attempts: number;
  maxAttempts: number;
  claim: string;
}

export interface NewJob {
  kind: string;
  key: string | null;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
}

/** Longest error text kept on a job. */
const MAX_ERROR_LENGTH = 2000;

const structured = async (em: EntityManager, sql: string, parameters: unknown[]) => {
  if (!em.queryRunner) throw new Error('Job statements run inside a transaction.');
  return em.queryRunner.query(inDialect(em, sql), parameters, true);
};

/**
 * The job table's statements, the same on SQLite and PostgreSQL but for the claim's row locks: each is
 * one statement, so several processes on one database never run a job twice at once.
 */
export const jobStore = {
  /**
   * Adds a job in the caller's transaction; a keyed job whose key exists adds nothing (false), unless
   * `again`: then a job of that key that is not running is queued again with fresh attempts.
   */
  async insert(em: EntityManager, job: NewJob, now: Date, { again = false } = {}): Promise<boolean> {
    const onConflict = again
      ? `DO UPDATE SET "state" = 'queued', "payload" = excluded."payload", "runAt" = excluded."runAt",
           "attempts" = 0, "maxAttempts" = excluded."maxAttempts", "lockedBy" = NULL, "lockedUntil" = NULL,
           "lastError" = NULL, "finishedAt" = NULL, "updated" = excluded."updated"
         WHERE "job"."state" <> 'running'`
      : 'DO NOTHING';
    const result = await structured(
      em,
      `INSERT INTO "job" ("kind", "key", "payload", "state", "runAt", "attempts", "maxAttempts", "created", "updated")
       VALUES (?, ?, ?, 'queued', ?, 0, ?, ?, ?)
       ON CONFLICT ("key") ${onConflict}
       RETURNING "id"`,
      [
        job.kind,
        job.key,
        JSON.stringify(job.payload ?? null),
        sqlTime(em, job.runAt),
        job.maxAttempts,
        sqlTime(em, now),
        sqlTime(em, now),
      ],
    );
    return (result.records?.length ?? 0) > 0;
  },

  /**
   * Takes up to `limit` jobs of `kinds` that are due, or whose lease ran out, in one statement: each
   * gets this claim, a lease until `leaseUntil(kind)` and one more attempt. On PostgreSQL the rows are
   * locked with SKIP LOCKED, so concurrent claimers take different jobs without waiting for each
   * other; SQLite has one writer at a time.
   */
  async claim(
    em: EntityManager,
    input: {
      kinds: readonly string[];
      limit: number;
      claim: string;
      now: Date;
      leaseUntil: (kind: string) => Date;
    },
  ): Promise<ClaimedJob[]> {
    if (!input.kinds.length || input.limit < 1) return [];
    const postgres = em.connection.options.type === 'postgres';
    const leases = input.kinds.map((kind) => [kind, input.leaseUntil(kind)] as const);
    // Each kind's lease (PostgreSQL types a parameter in a CASE as text unless told).
    const leaseParam = postgres ? 'CAST(? AS timestamptz)' : '?';
    const leaseCase = `CASE "kind" ${leases.map(() => `WHEN ? THEN ${leaseParam}`).join(' ')} END`;
    const now = sqlTime(em, input.now);
    const result = await structured(
      em,
      `UPDATE "job" SET "state" = 'running', "lockedBy" = ?, "lockedUntil" = ${leaseCase},
         "attempts" = "attempts" + 1, "updated" = ?
       WHERE "id" IN (
         SELECT "id" FROM "job"
         WHERE "kind" IN (${input.kinds.map(() => '?').join(', ')})
           AND (("state" = 'queued' AND "runAt" <= ?) OR ("state" = 'running' AND "lockedUntil" < ?))
         ORDER BY "runAt", "id"
         LIMIT ?
         ${postgres ? 'FOR UPDATE SKIP LOCKED' : ''}
       )
       RETURNING "id", "kind", "key", "payload", "attempts", "maxAttempts"`,
      [
        input.claim,
        ...leases.flatMap(([kind, until]) => [kind, sqlTime(em, until)]),
        now,
        ...input.kinds,
        now,
        now,
        input.limit,
      ],
    );
    const rows = (result.records ?? []) as Array<{
      id: number;
      kind: string;
      key: string | null;
      payload: string;
      attempts: number | string;
      maxAttempts: number | string;
    }>;
    return rows
      .map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        key: row.key,
        payload: JSON.parse(row.payload) as unknown,
        attempts: Number(row.attempts),
        maxAttempts: Number(row.maxAttempts),
        claim: input.claim,
      }))
      .sort((a, b) => a.id - b.id);
  },

  /** Done, if this claim still holds the job (false: its lease ran out and another worker took it over). */
  async finish(em: EntityManager, job: ClaimedJob, now: Date): Promise<boolean> {
    const result = await em
      .getRepository(Job)
      .update(
        { id: job.id, state: 'running', lockedBy: job.claim },
        { state: 'done', lockedBy: null, lockedUntil: null, lastError: null, finishedAt: now },
      );
    return result.affected === 1;
  },

  /** Back in the queue until `runAt` after a failed attempt, or failed for good when `runAt` is null. */
  async fail(em: EntityManager, job: ClaimedJob, error: string, runAt: Date | null, now: Date) {
    const lastError = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error;
    const result = await em
      .getRepository(Job)
      .update(
        { id: job.id, state: 'running', lockedBy: job.claim },
        runAt
          ? { state: 'queued', runAt, lockedBy: null, lockedUntil: null, lastError }
          : { state: 'failed', lockedBy: null, lockedUntil: null, lastError, finishedAt: now },
      );
    return result.affected === 1;
  },

  /** Deletes done jobs finished before `doneBefore` and failed ones before `failedBefore`. */
  async purge(em: EntityManager, doneBefore: Date, failedBefore: Date): Promise<number> {
    const done = await em.getRepository(Job).delete({ state: 'done', finishedAt: LessThan(doneBefore) });
    const failed = await em
      .getRepository(Job)
      .delete({ state: 'failed', finishedAt: LessThan(failedBefore) });
    return (done.affected ?? 0) + (failed.affected ?? 0);
  },
};

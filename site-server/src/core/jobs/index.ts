import type { Logger } from 'pino';
import type { Config } from '../config';
import { JobQueue, type JobQueueOptions } from './job-queue';
import { Job } from './job.entity';
import { ScheduleLeader } from './schedule-leader';

export { Job, jobStates, type JobState } from './job.entity';
export {
  JobQueue,
  type JobHandler,
  type JobKind,
  type JobKindOptions,
  type JobQueueOptions,
  type JobRoundResult,
  type JobRun,
  type PeriodicPayload,
  type VitrineJobs,
  retryDelayMs,
} from './job-queue';
export { ScheduleLeader, SCHEDULE_LOCK } from './schedule-leader';

export const jobEntities = [Job];

/**
 * The app's job queue; its worker polls every JOBS_POLL_MS (start() once listening, stop() on
 * shutdown). On PostgreSQL a process with a worker runs the schedules only while it is their leader
 * (schedule-leader.ts); on SQLite, and in a process without a worker (`runDue()` in tests and
 * scripts), the process runs them itself.
 */
export function createJobQueue(
  config: Pick<Config, 'jobsPollMs' | 'jobsLeaseMs' | 'databaseUrl'>,
  deps: Omit<JobQueueOptions, 'pollMs' | 'defaultLeaseMs' | 'leader' | 'logger'> & {
    logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  },
): JobQueue {
  const leader =
    config.databaseUrl && config.jobsPollMs > 0
      ? new ScheduleLeader({
          databaseUrl: config.databaseUrl,
          logger: deps.logger,
          // A new leader enqueues the schedule's due slots at once.
          onChange: (isLeader) => isLeader && queue.wake(),
        })
      : undefined;
  const queue = new JobQueue({
    ...deps,
    pollMs: config.jobsPollMs,
    defaultLeaseMs: config.jobsLeaseMs,
    leader,
  });
  return queue;
}

import type { Config } from '../config';
import { JobQueue, type JobQueueOptions } from './job-queue';
import { Job } from './job.entity';

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
} from './job-queue';

export const jobEntities = [Job];

/** The app's job queue; its worker polls every JOBS_POLL_MS (start() once listening, stop() on shutdown). */
export function createJobQueue(
  config: Pick<Config, 'jobsPollMs'>,
  deps: Omit<JobQueueOptions, 'pollMs'>,
): JobQueue {
  return new JobQueue({ ...deps, pollMs: config.jobsPollMs });
}

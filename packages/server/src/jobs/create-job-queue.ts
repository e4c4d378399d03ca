import type { Kysely } from 'kysely';
import type { BackgroundTasks } from '../common/background-tasks';
import type { ServerConfig } from '../config/server-config';
import type { Database, JobType } from '../db/schema';
import type { ErrorLogger } from '../errors/error-handler';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';
import { createJobRunner, type JobHandler } from './job-runner';

/**
 * The job queue the configuration asks for: BullMQ when `MARGINALIA_REDIS_URL` is set, else in this process.
 * Call `start()` once the server is ready to take work.
 */
export function createJobQueue(options: {
  db: Kysely<Database>;
  config: ServerConfig;
  tasks: BackgroundTasks;
  logger: ErrorLogger;
  handlers: Record<JobType, JobHandler>;
  lockDurationMs?: number;
}): JobQueue {
  const { db, config, tasks, logger, handlers } = options;
  const runner = createJobRunner({ db, config, handlers });
  if (!config.jobs.redisUrl) return new InProcessJobQueue(db, runner, tasks);
  return new BullMqJobQueue(db, runner, {
    redisUrl: config.jobs.redisUrl,
    queueName: config.jobs.queueName,
    secretKey: config.auth.secretKey,
    logger,
    ...(options.lockDurationMs ? { lockDurationMs: options.lockDurationMs } : {}),
  });
}

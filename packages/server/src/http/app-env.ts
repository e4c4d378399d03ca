import type { Kysely } from 'kysely';
import type { BackgroundTasks } from '../common/background-tasks';
import type { ServerConfig } from '../config/server-config';
import type { AppContext } from './app-context';
import type { Database, UsersTable } from '../db/schema';
import type { JobQueue } from './job-queue';
import type { ObjectStore } from '../storage/object-store';
import type { PhaseTimings } from './server-timing';
import type { TableStatistics } from '../db/table-statistics';

/** A user row as read from the database. */
export type UserRow = UsersTable;

/** Variables every request carries: the database, the configuration and (after auth) the caller. */
export interface AppEnv {
  Variables: {
    db: Kysely<Database>;
    config: ServerConfig;
    user: UserRow;
    /** Work that finishes after the response (e.g. status recomputes). */
    tasks: BackgroundTasks;
    /** Where imports and exports are queued. */
    jobs: JobQueue;
    /** Where files live (`storage/`). */
    storage: ObjectStore;
    /** The app's caches (`app-context.ts`). */
    context: AppContext;
    /** The request's measured phases, sent as `Server-Timing` (`server-timing.ts`). */
    timings: PhaseTimings;
    /** Refreshes PostgreSQL's planner statistics after bulk loads (`db/table-statistics.ts`). */
    statistics: TableStatistics;
  };
}

import type { WireModelSuggestionError } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { nowTimestamp } from '../common/time';
import { fromJsonRequired, toJson } from '../db/json-column';
import type { Database, ModelSuggestionRunsTable } from '../db/schema';

/**
 * The `model_suggestion_runs` table's row layer (migration 0019): a pre-annotation job's progress, its SQL and
 * the decoding of its `errors` column, done here and nowhere else.
 */

/** Problems kept per run, newest last. */
export const KEPT_ERRORS = 100;

/** What a run has done so far. */
export interface RunProgress {
  cursor: string | null;
  done: number;
  failed: number;
  promptTokens: number;
  completionTokens: number;
  cost: number;
  errors: WireModelSuggestionError[];
}

export const NO_PROGRESS: RunProgress = {
  cursor: null,
  done: 0,
  failed: 0,
  promptTokens: 0,
  completionTokens: 0,
  cost: 0,
  errors: [],
};

/** A run's stored problems. */
export function runErrorsOf(run: Pick<ModelSuggestionRunsTable, 'errors'>): WireModelSuggestionError[] {
  return fromJsonRequired<WireModelSuggestionError[]>(run.errors);
}

/** A run's progress as stored. */
export function runProgressOf(run: ModelSuggestionRunsTable): RunProgress {
  return {
    cursor: run.cursor,
    done: Number(run.done),
    failed: Number(run.failed),
    promptTokens: Number(run.prompt_tokens),
    completionTokens: Number(run.completion_tokens),
    cost: Number(run.cost),
    errors: runErrorsOf(run),
  };
}

function progressColumns(progress: RunProgress) {
  return {
    cursor: progress.cursor,
    done: progress.done,
    failed: progress.failed,
    prompt_tokens: progress.promptTokens,
    completion_tokens: progress.completionTokens,
    cost: progress.cost,
    errors: toJson(progress.errors.slice(-KEPT_ERRORS)),
  };
}

/** Inserts the run of a new job, starting from `from` (a resumed run's progress) or from nothing. */
export async function insertRun(
  db: Kysely<Database>,
  run: { jobId: string; datasetId: string; modelName: string; from?: RunProgress },
): Promise<void> {
  const now = nowTimestamp();
  await db
    .insertInto('model_suggestion_runs')
    .values({
      job_id: run.jobId,
      dataset_id: run.datasetId,
      model_name: run.modelName,
      ...progressColumns(run.from ?? NO_PROGRESS),
      cancel_requested: 0,
      resumed_by: null,
      inserted_at: now,
      updated_at: now,
    })
    .execute();
}

/** A job's run, if it is a pre-annotation job. */
export function findRun(db: Kysely<Database>, jobId: string): Promise<ModelSuggestionRunsTable | undefined> {
  return db.selectFrom('model_suggestion_runs').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

/** Stores a run's progress (its cursor and counts together, in the caller's transaction when given one). */
export async function storeRunProgress(
  db: Kysely<Database>,
  jobId: string,
  progress: RunProgress,
): Promise<void> {
  await db
    .updateTable('model_suggestion_runs')
    .set({ ...progressColumns(progress), updated_at: nowTimestamp() })
    .where('job_id', '=', jobId)
    .execute();
}

/** Whether a cancel was asked for. */
export async function isCancelRequested(db: Kysely<Database>, jobId: string): Promise<boolean> {
  const row = await db
    .selectFrom('model_suggestion_runs')
    .select('cancel_requested')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(row?.cancel_requested ?? 0) === 1;
}

/** Asks a running job to stop (it does between two records). */
export async function requestRunCancel(db: Kysely<Database>, jobId: string): Promise<void> {
  await db
    .updateTable('model_suggestion_runs')
    .set({ cancel_requested: 1, updated_at: nowTimestamp() })
    .where('job_id', '=', jobId)
    .execute();
}

/** Marks a run resumed by another job; false when another request resumed it first. */
export async function markRunResumed(db: Kysely<Database>, jobId: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable('model_suggestion_runs')
    .set({ resumed_by: by, updated_at: nowTimestamp() })
    .where('job_id', '=', jobId)
    .where('resumed_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Runs of a dataset newer first (the settings show the latest). */
export function runsOfDataset(db: Kysely<Database>, datasetId: string): Promise<ModelSuggestionRunsTable[]> {
  return db
    .selectFrom('model_suggestion_runs')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at', 'desc')
    .orderBy('job_id', 'desc')
    .execute();
}

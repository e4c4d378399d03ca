import {
  MODEL_DRY_RUN_RECORDS,
  type ModelSuggestionsRequestParsed,
  type WireConfiguredModels,
  type WireJob,
  type WireModelSuggestionsDryRun,
  type WireModelSuggestionsJob,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { ModelSuggestionsConfig } from '../config/model-config';
import { getWritableDataset } from '../datasets/datasets-service';
import type { Database, JobsTable, ModelSuggestionRunsTable } from '../db/schema';
import { ConflictError, ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import { createModelClient } from '../extraction/model-client';
import type { UserRow } from '../http/app-env';
import type { JobQueue } from '../http/job-queue';
import { findJob, jobPayloadOf, markJobEnded } from '../jobs/job-rows';
import { insertJob, isTerminal, serializeJob } from '../jobs/jobs-service';
import { countSelectedRecords, selectedRecordIds } from '../search/record-selection';
import type { ObjectStore } from '../storage/object-store';
import { annotateRecord, mapBounded, promptedRecords } from './annotate-record';
import {
  findRun,
  insertRun,
  markRunResumed,
  requestRunCancel,
  runProgressOf,
  runsOfDataset,
} from './model-suggestion-rows';
import {
  jobConcurrency,
  payloadOf,
  resolveTarget,
  type ModelSuggestionsPayload,
} from './model-suggestion-target';
import { canceledReason } from './model-suggestions-job';

/** What the service needs from the app. */
export interface ModelSuggestionsDeps {
  db: Kysely<Database>;
  storage: ObjectStore;
  config: ModelSuggestionsConfig;
  jobs: JobQueue;
}

/** `GET /model-suggestions/models`: owners and admins; names and prices, never a base URL or a key. */
export function listConfiguredModels(actor: UserRow, config: ModelSuggestionsConfig): WireConfiguredModels {
  if (actor.role !== 'owner' && actor.role !== 'admin') throw new ForbiddenOperationError();
  return {
    items: config.models.map((model, index) => ({
      name: model.name,
      price_per_1k: { ...model.pricePer1k },
      structured_output: model.structuredOutput,
      default: index === 0,
    })),
    concurrency: config.concurrency,
    max_concurrency: config.maxConcurrency,
  };
}

/** A dry run: the first records asked at once, their answers checked and returned, nothing written. */
async function dryRun(
  deps: ModelSuggestionsDeps,
  target: Awaited<ReturnType<typeof resolveTarget>>,
): Promise<WireModelSuggestionsDryRun> {
  const ids = await selectedRecordIds(deps.db, target.dataset, target.selection, null, MODEL_DRY_RUN_RECORDS);
  const records = await promptedRecords(deps.db, ids);
  const client = createModelClient(target.model, target.model.model, { maxRetries: deps.config.maxRetries });
  const concurrency = jobConcurrency(deps.config, target.concurrency);
  const annotations = await mapBounded(records, concurrency, (record) =>
    annotateRecord(client, target, record),
  );
  return {
    items: annotations.flatMap((a) =>
      a.answers.map((answer) => ({
        record_id: a.recordId,
        question: answer.question,
        value: answer.value,
        error: answer.error,
        score: answer.score,
      })),
    ),
  };
}

/**
 * `POST /datasets/{id}/model-suggestions`: owners and the workspace's admins. The request is resolved first (its
 * questions, prompt placeholders, table schemas and model), so a request that cannot work answers 422 or 503 and
 * leaves no job. A dry run answers the first 5 records' checked answers (200); otherwise a job is queued (202).
 */
export async function startModelSuggestions(
  deps: ModelSuggestionsDeps,
  actor: UserRow,
  datasetId: string,
  request: ModelSuggestionsRequestParsed,
): Promise<{ dryRun: WireModelSuggestionsDryRun } | { job: WireJob }> {
  const dataset = await getWritableDataset(deps.db, actor, datasetId);
  const requested = payloadOf(dataset, request, deps.config);
  const target = await resolveTarget(deps.db, deps.storage, deps.config, dataset, requested);
  const payload: ModelSuggestionsPayload = { ...requested, model: target.model.name };
  // Reading the selection once checks its filters (422 for an unknown question or metadata property).
  await countSelectedRecords(deps.db, dataset, target.selection);
  if (request.dry_run) return { dryRun: await dryRun(deps, target) };
  const job = await insertJob(deps.db, {
    type: 'model-suggestions',
    datasetId: dataset.id,
    userId: actor.id,
    payload,
  });
  await insertRun(deps.db, { jobId: job.id, datasetId: dataset.id, modelName: target.model.name });
  await deps.jobs.enqueue(job);
  return { job: serializeJob(job) };
}

/** A pre-annotation job the caller may manage: 404 for an unknown id or another kind of job, then 403. */
async function managedRun(
  db: Kysely<Database>,
  actor: UserRow,
  jobId: string,
): Promise<{ job: JobsTable; run: ModelSuggestionRunsTable }> {
  const job = await findJob(db, jobId);
  const run = job ? await findRun(db, jobId) : undefined;
  if (!job || !run) throw NotFoundError.byId('Job', jobId);
  await getWritableDataset(db, actor, run.dataset_id);
  return { job, run };
}

/** Whether an ended run has records left after its cursor. */
async function recordsLeft(
  db: Kysely<Database>,
  job: JobsTable,
  run: ModelSuggestionRunsTable,
): Promise<boolean> {
  if ((job.status !== 'canceled' && job.status !== 'failed') || run.resumed_by !== null) return false;
  const payload = jobPayloadOf<ModelSuggestionsPayload>(job);
  try {
    return (await countSelectedRecords(db, { id: run.dataset_id }, payload.records, run.cursor)) > 0;
  } catch {
    // The filters no longer resolve (a question or metadata property was deleted): nothing to resume.
    return false;
  }
}

/** The job as `GET /model-suggestions/jobs/{id}` answers it. */
async function serializeRun(
  db: Kysely<Database>,
  job: JobsTable,
  run: ModelSuggestionRunsTable,
): Promise<WireModelSuggestionsJob> {
  const progress = runProgressOf(run);
  return {
    id: job.id,
    status: job.status,
    dataset_id: run.dataset_id,
    model: run.model_name,
    total: job.total === null ? null : Number(job.total),
    done: progress.done,
    failed: progress.failed,
    tokens: {
      prompt: progress.promptTokens,
      completion: progress.completionTokens,
      total: progress.promptTokens + progress.completionTokens,
    },
    estimated_cost: Math.round(progress.cost * 1e6) / 1e6,
    errors: progress.errors,
    reason: job.error,
    resumable: await recordsLeft(db, job, run),
  };
}

/** `GET /model-suggestions/jobs/{id}`: the job with its counts, tokens and cost. */
export async function getModelSuggestionsJob(
  db: Kysely<Database>,
  actor: UserRow,
  jobId: string,
): Promise<WireModelSuggestionsJob> {
  const { job, run } = await managedRun(db, actor, jobId);
  return serializeRun(db, job, run);
}

/** `GET /datasets/{id}/model-suggestions`: the dataset's pre-annotation jobs, newest first (at most 20). */
export async function listModelSuggestionsJobs(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<{ items: WireModelSuggestionsJob[] }> {
  await getWritableDataset(db, actor, datasetId);
  const runs = (await runsOfDataset(db, datasetId)).slice(0, 20);
  const items: WireModelSuggestionsJob[] = [];
  for (const run of runs) {
    const job = await findJob(db, run.job_id);
    if (job) items.push(await serializeRun(db, job, run));
  }
  return { items };
}

/**
 * `POST /model-suggestions/jobs/{id}/cancel`: a queued job ends `canceled` at once; a running one stops between
 * two records (its in-flight calls are abandoned); an ended job answers 409.
 */
export async function cancelModelSuggestionsJob(
  db: Kysely<Database>,
  actor: UserRow,
  jobId: string,
): Promise<WireModelSuggestionsJob> {
  const { job, run } = await managedRun(db, actor, jobId);
  if (isTerminal(job.status)) throw new ConflictError(`Job \`${jobId}\` has already ended (${job.status})`);
  await requestRunCancel(db, jobId);
  if (job.status === 'queued') await markJobEnded(db, jobId, 'canceled', canceledReason(runProgressOf(run)));
  const { job: now, run: latest } = await managedRun(db, actor, jobId);
  return serializeRun(db, now, latest);
}

/**
 * `POST /model-suggestions/jobs/{id}/resume`: a canceled or failed job with records left continues as a new job
 * (202) from its cursor, with its counts, tokens and cost; 409 when there is nothing to resume.
 */
export async function resumeModelSuggestionsJob(
  deps: ModelSuggestionsDeps,
  actor: UserRow,
  jobId: string,
): Promise<WireJob> {
  const { job, run } = await managedRun(deps.db, actor, jobId);
  if (!(await recordsLeft(deps.db, job, run)))
    throw new ConflictError(`Job \`${jobId}\` cannot be resumed: it is ${job.status} with no records left`);
  const payload = jobPayloadOf<ModelSuggestionsPayload>(job);
  await resolveTarget(deps.db, deps.storage, deps.config, { id: run.dataset_id }, payload);
  const resumed = await insertJob(deps.db, {
    type: 'model-suggestions',
    datasetId: run.dataset_id,
    userId: actor.id,
    payload,
    total: job.total === null ? null : Number(job.total),
  });
  await insertRun(deps.db, {
    jobId: resumed.id,
    datasetId: run.dataset_id,
    modelName: run.model_name,
    from: runProgressOf(run),
  });
  if (!(await markRunResumed(deps.db, jobId, resumed.id))) {
    await markJobEnded(deps.db, resumed.id, 'canceled', `Job \`${jobId}\` was resumed by another request`);
    throw new ConflictError(`Job \`${jobId}\` has already been resumed`);
  }
  await deps.jobs.enqueue(resumed);
  return serializeJob(resumed);
}

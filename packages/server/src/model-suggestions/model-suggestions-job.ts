import type { Kysely } from 'kysely';
import type { ModelSuggestionsConfig } from '../config/model-config';
import type { Database } from '../db/schema';
import { ApiError } from '../errors/api-errors';
import { createModelClient, type ModelClient } from '../extraction/model-client';
import { jobPayloadOf, updateJobProgress } from '../jobs/job-rows';
import { JobCanceled, JobFailure, JobInterruptedError, type JobHandler } from '../jobs/job-runner';
import { countSelectedRecords } from '../search/record-selection';
import type { ObjectStore } from '../storage/object-store';
import { annotateRecord, type RecordAnnotation } from './annotate-record';
import { annotationWriter, type AnnotationWriter } from './annotation-writer';
import {
  findRun,
  isCancelRequested,
  runProgressOf,
  storeRunProgress,
  type RunProgress,
} from './model-suggestion-rows';
import {
  jobConcurrency,
  resolveTarget,
  type ModelSuggestionsPayload,
  type SuggestionTarget,
} from './model-suggestion-target';
import { recordFeed, type RecordFeed } from './record-feed';
import { RunLedger } from './run-ledger';
import { tallyRecord, tallyTokens, writeAnnotations, type AnnotationAuthor } from './write-annotation';

/** Answered records written per transaction (one commit per record, an fsync on SQLite, is what limits). */
export const WRITE_GROUP = 32;
/** How often a running job writes what it holds and reads whether it was canceled (ms). */
const SAVE_EVERY_MS = 500;

/** The reason a canceled job keeps. */
export function canceledReason(progress: RunProgress): string {
  return `Canceled after ${progress.done + progress.failed} records; resume to continue`;
}

/** A run in progress: its counts, which records are settled, whether it must stop. */
interface RunState {
  db: Kysely<Database>;
  jobId: string;
  target: SuggestionTarget;
  progress: RunProgress;
  ledger: RunLedger<RecordAnnotation>;
  canceled: boolean;
  abort: AbortController;
  /** Whom the history records the written suggestions for: the job's user. */
  author: AnnotationAuthor;
}

/** Stores the counts and cursor (with the records' suggestions when given, in one transaction). */
async function saveProgress(state: RunState, trx: Kysely<Database>): Promise<void> {
  const { done, failed } = state.progress;
  await storeRunProgress(trx, state.jobId, state.progress);
  await updateJobProgress(trx, state.jobId, done + failed);
}

/** Moves the cursor over the settled records and counts them. */
function advance(state: RunState): void {
  const { cursor, passed } = state.ledger.advance();
  for (const annotation of passed) tallyRecord(state.progress, annotation);
  if (cursor !== null) state.progress.cursor = cursor;
}

/**
 * Writes a group of answers: their suggestions, the tokens spent, and the run's counts and cursor, in one
 * transaction. The records are counted when the cursor passes them (in id order), so the stored counts are those
 * of the records before the stored cursor: a resume asks exactly the others.
 */
async function writeGroup(state: RunState, group: RecordAnnotation[]): Promise<void> {
  for (const annotation of group) {
    tallyTokens(state.progress, annotation, state.target.model.pricePer1k);
    state.ledger.settle(annotation.recordId, annotation);
  }
  advance(state);
  await writeAnnotations(state.db, state.target.model.name, group, state.author, (trx) =>
    saveProgress(state, trx),
  );
}

/** The periodic turn: what a slow model answered is written, and a cancel asked for stops the run. */
function ticker(state: RunState, writer: AnnotationWriter): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      if (writer.waiting > 0) await writer.flush();
      if (!state.canceled && (await isCancelRequested(state.db, state.jobId))) {
        state.canceled = true;
        state.abort.abort();
      }
    } catch {
      // The database is busy or closing: the run's own writes report a lasting failure.
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), SAVE_EVERY_MS);
  return () => clearInterval(timer);
}

/** One model-call worker: takes the next record, asks the model, queues the answer; stops on abort. */
async function work(state: RunState, client: ModelClient, feed: RecordFeed, writer: AnnotationWriter) {
  const { signal } = state.abort;
  while (!signal.aborted) {
    const record = await feed.next();
    if (!record || signal.aborted) return;
    let annotation: RecordAnnotation;
    try {
      annotation = await annotateRecord(client, state.target, record, signal);
    } catch (error) {
      // Canceled or shutting down: the call is abandoned, its record stays after the cursor.
      if (signal.aborted) return;
      throw error;
    }
    writer.add(annotation);
    await writer.room();
  }
}

async function targetOf(
  db: Kysely<Database>,
  storage: ObjectStore,
  config: ModelSuggestionsConfig,
  payload: ModelSuggestionsPayload,
): Promise<SuggestionTarget> {
  try {
    return await resolveTarget(db, storage, config, { id: payload.dataset_id }, payload);
  } catch (error) {
    // The dataset's questions, its schema files or the configuration changed since the request was accepted.
    if (error instanceof ApiError) throw new JobFailure(error.message);
    throw error;
  }
}

/**
 * The `model-suggestions` job (issue 30): the selected records in id order, asked of the configured model by
 * `concurrency` workers (the request's, within `MARGINALIA_SUGGESTIONS_MAX_CONCURRENCY`) while the answers are
 * written apart, a group per transaction (the model client retries a 429 after its `retry-after` and a 5xx with
 * backoff). Counts, tokens and cost are stored with each group; a cancel stops it between records (in-flight calls
 * are abandoned and asked again on resume); a shutdown leaves it `started` to continue after its cursor.
 */
export function modelSuggestionsJobHandler(storage: ObjectStore): JobHandler {
  return async ({ db, config, job, signal }) => {
    const run = await findRun(db, job.id);
    if (!run) throw new JobFailure('This pre-annotation job has no stored run');
    const payload = jobPayloadOf<ModelSuggestionsPayload>(job);
    const target = await targetOf(db, storage, config.modelSuggestions, payload);
    const concurrency = jobConcurrency(config.modelSuggestions, payload.concurrency);
    const client = createModelClient(target.model, target.model.model, {
      maxRetries: config.modelSuggestions.maxRetries,
    });
    const state: RunState = {
      db,
      jobId: job.id,
      target,
      progress: runProgressOf(run),
      ledger: new RunLedger(),
      canceled: Number(run.cancel_requested) === 1,
      abort: new AbortController(),
      author: { userId: job.user_id, datasetId: payload.dataset_id, history: config.history },
    };
    if (state.canceled) state.abort.abort();
    const onShutdown = () => state.abort.abort();
    signal.addEventListener('abort', onShutdown);
    const writer = annotationWriter({
      group: WRITE_GROUP,
      maxWaiting: WRITE_GROUP * 4,
      write: (group) => writeGroup(state, group),
    });
    const stopTicker = ticker(state, writer);
    try {
      if (job.total === null) {
        const left = await countSelectedRecords(db, target.dataset, target.selection, state.progress.cursor);
        await updateJobProgress(db, job.id, job.progress, state.progress.done + state.progress.failed + left);
      }
      const feed = recordFeed(db, target, state.progress.cursor, state.ledger, concurrency * 2);
      const workers = Array.from({ length: concurrency }, () =>
        work(state, client, feed, writer).catch((error: unknown) => {
          // One worker's failure (a read or a write) stops the others before the job fails.
          state.abort.abort();
          throw error;
        }),
      );
      const failed = (await Promise.allSettled(workers)).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      stopTicker();
      signal.removeEventListener('abort', onShutdown);
    }
    await writer.flush();
    // Records deleted meanwhile settle without an answer: the cursor passes them too.
    advance(state);
    await saveProgress(state, db);
    if (state.canceled) throw new JobCanceled(canceledReason(state.progress));
    if (signal.aborted) throw new JobInterruptedError();
  };
}

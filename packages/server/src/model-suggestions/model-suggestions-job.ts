import type { Kysely } from 'kysely';
import type { ModelSuggestionsConfig } from '../config/model-config';
import type { Database } from '../db/schema';
import { ApiError } from '../errors/api-errors';
import { createModelClient, type ModelClient } from '../extraction/model-client';
import { jobPayloadOf, updateJobProgress } from '../jobs/job-rows';
import { JobCanceled, JobFailure, JobInterruptedError, type JobHandler } from '../jobs/job-runner';
import { countSelectedRecords, selectedRecordIds } from '../search/record-selection';
import type { ObjectStore } from '../storage/object-store';
import { annotateRecord, mapBounded, promptedRecords, type RecordAnnotation } from './annotate-record';
import { findRun, runProgressOf, saveRunProgress, type RunProgress } from './model-suggestion-rows';
import {
  resolveTarget,
  type ModelSuggestionsPayload,
  type SuggestionTarget,
} from './model-suggestion-target';
import { tallyAnnotation, writeAnnotations, type AnnotationAuthor } from './write-annotation';

/** Records read per batch; the cursor moves after each batch. */
export const BATCH_SIZE = 128;
/** Answered records written per transaction. */
const WRITE_EVERY = 16;
/** How often a running job stores its counts and reads whether it was canceled (ms). */
const SAVE_EVERY_MS = 500;

/** The reason a canceled job keeps. */
export function canceledReason(progress: RunProgress): string {
  return `Canceled after ${progress.done + progress.failed} records; resume to continue`;
}

/** A run in progress: its counts, when they were last stored, whether it must stop. */
interface RunState {
  db: Kysely<Database>;
  jobId: string;
  progress: RunProgress;
  saving: boolean;
  canceled: boolean;
  /** Writes the answers the running batch holds (a no-op between batches). */
  flush: () => Promise<void>;
  abort: AbortController;
  /** Whom the history records the written suggestions for: the job's user. */
  author: AnnotationAuthor;
}

async function save(state: RunState): Promise<void> {
  const { cancelRequested } = await saveRunProgress(state.db, state.jobId, state.progress);
  await updateJobProgress(state.db, state.jobId, state.progress.done + state.progress.failed);
  if (cancelRequested && !state.canceled) {
    state.canceled = true;
    state.abort.abort();
  }
}

/** The periodic save (counts out, cancel in); skipped while one is under way, its failure left to the next. */
async function tick(state: RunState): Promise<void> {
  if (state.saving) return;
  state.saving = true;
  try {
    await state.flush();
    await save(state);
  } catch {
    // The database is busy or closing: the batch's own save reports a lasting failure.
  } finally {
    state.saving = false;
  }
}

/**
 * One batch: every record asked with at most `concurrency` calls at once, each written as it is answered. The
 * cursor moves to the last record of the unbroken run of answered ones, so an interruption or a cancel leaves the
 * rest for a resume.
 */
async function runBatch(
  state: RunState,
  client: ModelClient,
  target: SuggestionTarget,
  ids: string[],
  concurrency: number,
): Promise<void> {
  const records = await promptedRecords(state.db, ids);
  const answered = new Set<string>();
  const unwritten: RecordAnnotation[] = [];
  // Answers are written a few records per transaction (one commit, an fsync on SQLite, per record is what limits),
  // and by the periodic save, so a slow model's progress still shows.
  const write = async () => {
    const written = unwritten.splice(0, unwritten.length);
    await writeAnnotations(state.db, target.model.name, written, state.author);
    for (const annotation of written) {
      tallyAnnotation(state.progress, annotation, target.model.pricePer1k);
      answered.add(annotation.recordId);
    }
  };
  // Writes run one after the other: the batch's last one ends after any the periodic save began, so the cursor
  // below counts every record written (else a record still being written is asked again by the next batch).
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const next = writing.then(write);
    writing = next.catch(() => undefined);
    return next;
  };
  state.flush = flush;
  try {
    await mapBounded(records, concurrency, async (record) => {
      if (state.abort.signal.aborted) return;
      try {
        unwritten.push(await annotateRecord(client, target, record, state.abort.signal));
      } catch (error) {
        if (state.abort.signal.aborted) return;
        throw error;
      }
      if (unwritten.length >= WRITE_EVERY) await flush();
    });
    await flush();
  } finally {
    state.flush = async () => {};
  }
  const present = new Set(records.map((r) => r.id));
  // A record deleted meanwhile counts as answered: there is nothing left to ask about it.
  const firstOpen = ids.findIndex((id) => present.has(id) && !answered.has(id));
  const upTo = firstOpen === -1 ? ids.length : firstOpen;
  if (upTo > 0) state.progress.cursor = ids[upTo - 1] as string;
  await save(state);
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
 * The `model-suggestions` job (issue 30): the selected records in id order, a batch at a time, each asked of the
 * configured model with bounded concurrency (`MARGINALIA_SUGGESTIONS_CONCURRENCY`); the model client retries a
 * 429 after its `retry-after` and a 5xx with backoff. Counts, tokens and cost are stored as it goes; a cancel
 * stops it between records (in-flight calls are abandoned and asked again on resume); a shutdown leaves it
 * `started` to continue after its cursor.
 */
export function modelSuggestionsJobHandler(storage: ObjectStore): JobHandler {
  return async ({ db, config, job, signal }) => {
    const run = await findRun(db, job.id);
    if (!run) throw new JobFailure('This pre-annotation job has no stored run');
    const payload = jobPayloadOf<ModelSuggestionsPayload>(job);
    const target = await targetOf(db, storage, config.modelSuggestions, payload);
    const { concurrency, maxRetries } = config.modelSuggestions;
    const client = createModelClient(target.model, target.model.model, { maxRetries });
    const state: RunState = {
      db,
      jobId: job.id,
      progress: runProgressOf(run),
      saving: false,
      flush: async () => {},
      canceled: Number(run.cancel_requested) === 1,
      abort: new AbortController(),
      author: { userId: job.user_id, datasetId: payload.dataset_id, history: config.history },
    };
    if (state.canceled) state.abort.abort();
    const onShutdown = () => state.abort.abort();
    signal.addEventListener('abort', onShutdown);
    const ticker = setInterval(() => void tick(state), SAVE_EVERY_MS);
    try {
      if (job.total === null) {
        const left = await countSelectedRecords(db, target.dataset, target.selection, state.progress.cursor);
        await updateJobProgress(db, job.id, job.progress, state.progress.done + state.progress.failed + left);
      }
      while (!state.abort.signal.aborted) {
        const ids = await selectedRecordIds(
          db,
          target.dataset,
          target.selection,
          state.progress.cursor,
          BATCH_SIZE,
        );
        if (ids.length === 0) break;
        await runBatch(state, client, target, ids, concurrency);
      }
    } finally {
      clearInterval(ticker);
      signal.removeEventListener('abort', onShutdown);
    }
    if (state.canceled) throw new JobCanceled(canceledReason(state.progress));
    if (signal.aborted) throw new JobInterruptedError();
  };
}

import type { ApiClient } from '../api/createApiClient';
import { messageOfError, reasonOfError } from '../api/messageOfError';
import type { ResponseStatus, ResponseUpsert, WireResponseValues } from '../api/wire/records';
import type { BulkAnnotationStore } from '../bulk/bulkAnnotationState';
import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { selectIsBulk } from '../criteria/pageModeRules';
import type { AfterPaint } from '../environment/afterPaint';
import type { Clock } from '../environment/Environment';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import { toRecordResponse } from '../model/RecordResponse';
import { toResponseValues } from '../questions/responseValues';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { AnnotationAction, AnnotationSlice } from './annotationState';
import type { AnswerForm } from './answerForm';
import type { AnswerTimer } from './createAnswerTimer';
import type { ResponseOutbox } from './createResponseOutbox';
import { initialAnswers } from './initialAnswers';
import { selectCanSubmit } from './recordForm';
import { reloadAfterSend } from './reloadAfterSend';
import { deleteRecordResponse, isNetworkError, saveRecordResponse } from './saveRecordResponse';
import { createOptimisticAnswer } from './optimisticAnswer';
import { sendOutbox } from './sendOutbox';

type Answers = Record<string, AnswerValue | undefined>;

/** What response writing works with. */
export interface ResponseWritingContext {
  /** The client responses are written through (scoped to one record when the view is). */
  client: ApiClient;
  userId: string;
  now: Clock;
  /** Where the optimistic answer's request waits for the next record to be painted. */
  afterPaint?: AfterPaint;
  timer: AnswerTimer;
  queue: RecordQueueStore;
  outbox: ResponseOutbox;
  form: AnswerForm;
  /** The committed criteria say whether the view is in bulk mode (`selectIsBulk`). */
  criteria: RecordCriteriaStore;
  /** Where submit, discard and draft go in bulk mode: the selected records. */
  bulk: BulkAnnotationStore;
  state: AnnotationSlice<
    'record' | 'pendingAction' | 'isComplete' | 'questions' | 'answers' | 'isModified',
    'pendingAction' | 'error' | 'draftSaveStatus' | 'lastSavedAt'
  >;
  /** After any response change: the metrics again (the client already dropped what the write made stale). */
  afterSave(): Promise<void>;
  /** After a submit or discard in focus mode: the next record (at once when it is held). */
  advance(): Promise<void>;
  /** Brings the view back to a held record whose answer the server refused. */
  showRecord(recordId: string): Promise<void>;
  /** A response was saved or queued with these values (the store's `onEvent`). */
  onResponded(recordId: string, status: ResponseStatus, values: WireResponseValues): void;
}

/** The response intents of the annotation store. */
export interface ResponseWriting {
  /** Submits the answers: of the record shown, or of the selected records in bulk mode. */
  submit(): Promise<void>;
  discard(): Promise<void>;
  saveDraft(): Promise<void>;
  /** Saves the answers of the record shown as a draft, whatever the mode (the auto-save of focus mode). */
  saveRecordDraft(): Promise<void>;
  /** Removes the caller's response to the record shown: it is pending again. */
  clear(): Promise<void>;
  /** Sends the answers waiting in the outbox; an answer the server refused is reported as the view's error. */
  flushOutbox(): Promise<void>;
}

/** The record after the response, the answers it carried, and whether it waits in the outbox. */
interface RecordOutcome {
  record: AnnotationRecord;
  answers: Answers;
  queued: boolean;
}

/**
 * Writes the caller's responses (spec 1 §4): submit, discard, save as draft and clear, one action at a time,
 * never on a record without id; discard is ignored on a discarded record and a draft save while another runs,
 * and submit and discard wait for a draft save still under way instead of being lost. In bulk mode submit,
 * discard and draft go to the selected records. A response is updated when it exists and created otherwise,
 * with the answering time when something was answered. Submit and discard of the record shown are optimistic
 * (`createOptimisticAnswer`): the answer goes through the outbox and the view moves on without waiting for the
 * server; a refusal gives it back. A draft or clear waits for the server; a draft that fails for a network
 * reason is handed to the outbox and counts as done; `flushOutbox` sends the outbox again.
 *
 * @example
 * const writing = createResponseWriting({ client, userId, now, timer, queue, outbox, form, criteria, bulk, state, … });
 * await writing.submit();
 */
export function createResponseWriting(context: ResponseWritingContext): ResponseWriting {
  const { bulk, criteria, state } = context;
  const isBulk = () => selectIsBulk(criteria.getState());
  const respond = recordResponder(context);
  const answer = createOptimisticAnswer(context);
  // A draft save (often the autosave) still under way; submit and discard wait for it instead of being lost.
  let runningDraft: Promise<void> | null = null;

  const respondAndAdvance = async (action: AnnotationAction, status: 'submitted' | 'discarded') => {
    if (runningDraft) await runningDraft;
    const record = actionableRecord(context);
    if (!record) return;
    state.set({ pendingAction: action, error: null });
    // The next record waits neither for the server nor for the metrics to reload.
    const { moved, settled } = answer(status, record);
    // Moved on in this task (the next record was held): its actions are free at once, in the same frame.
    if (state.get().record?.id !== record.id) state.set({ pendingAction: null });
    try {
      await moved;
    } finally {
      state.set({ pendingAction: null });
    }
    await settled;
  };

  const saveRecordDraft = async () => {
    const record = actionableRecord(context);
    if (!record) return;
    runningDraft = saveDraftOf(context, respond, record);
    try {
      await runningDraft;
    } finally {
      runningDraft = null;
    }
  };

  return {
    async submit() {
      const selection = isBulk() ? bulk.getState() : null;
      if (!selectCanSubmit(state.get(), selection)) return;
      await (selection ? selection.annotate('submitted') : respondAndAdvance('submit', 'submitted'));
    },
    async discard() {
      if (isBulk()) return bulk.getState().annotate('discarded');
      // Discarding an already discarded record changes nothing.
      if (state.get().record?.status === 'discarded') return;
      await respondAndAdvance('discard', 'discarded');
    },
    saveDraft: () => (isBulk() ? bulk.getState().annotate('draft') : saveRecordDraft()),
    saveRecordDraft,
    clear: () => clearResponse(context, respond),
    async flushOutbox() {
      const { outbox, queue } = context;
      const reportRefusal = (error: unknown) => state.set({ error: messageOfError(error) });
      const sent = await sendOutbox(outbox, queue, context.afterSave, reportRefusal);
      await reloadAfterSend(queue, sent, () => state.get().isModified);
    },
  };
}

/** The record shown when an action may start on it now (none running, queue idle, record has an id). */
function actionableRecord({ state, queue }: ResponseWritingContext): AnnotationRecord | null {
  const { record, pendingAction } = state.get();
  if (pendingAction !== null || queue.getState().isFetching || !record?.id) return null;
  return record;
}

/** Writes a response of the record shown, and puts what was written into the form, the queue and the timer. */
interface RecordResponder {
  /**
   * Writes the current answers as a response of this status: created or updated on the server, or handed to
   * the outbox when the request fails for a network reason (it then counts as done).
   */
  write(status: ResponseStatus, record: AnnotationRecord): Promise<RecordOutcome>;
  /** The response was written (or queued): the updated record replaces the held one; its answers are the snapshot. */
  saved(outcome: RecordOutcome): void;
  /** The response was removed: the form starts afresh from the record. */
  cleared(record: AnnotationRecord): void;
}

function recordResponder(context: ResponseWritingContext): RecordResponder {
  const { client, userId, timer, outbox, form, queue, state } = context;
  const written = (record: AnnotationRecord, body: ResponseUpsert) => {
    // The duration was counted into this response; count the next one afresh.
    timer.reset();
    context.onResponded(record.id, body.status, body.values ?? {});
  };
  return {
    async write(status, record) {
      const { questions, answers } = state.get();
      const body: ResponseUpsert = {
        status,
        values: toResponseValues(questions, answers, timer.elapsedSeconds()),
      };
      try {
        // An older answer still waiting in the outbox (a draft whose autosave failed) must not reach the server
        // after this one: the write waits for the outbox's request for the record and the flush leaves it alone.
        const response = await outbox.exclusive(record.id, async () => {
          const saved = toRecordResponse(await saveRecordResponse(client, record, body, userId));
          outbox.remove(record.id);
          return saved;
        });
        written(record, body);
        return { record: { ...record, response, status: response.status }, answers, queued: false };
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        const responseId = record.response?.id ?? null;
        outbox.put({ recordId: record.id, responseId, body, queuedAt: context.now() });
        written(record, body);
        return { record: { ...record, status }, answers, queued: true };
      }
    },
    saved({ record, answers }) {
      form.setSnapshot(answers);
      form.forgetEdits(record.id);
      queue.getState().replaceRecord(record);
    },
    cleared(record) {
      form.forgetEdits(record.id);
      form.setSnapshot(initialAnswers(record, state.get().questions));
      queue.getState().replaceRecord(record);
      timer.reset();
      state.set({ lastSavedAt: null, draftSaveStatus: null });
      form.reset();
    },
  };
}

/** Saves the answers as a draft; a failure keeps them in the form and says why (never rejects). */
async function saveDraftOf(
  context: ResponseWritingContext,
  respond: RecordResponder,
  record: AnnotationRecord,
): Promise<void> {
  const { state } = context;
  state.set({ pendingAction: 'draft', draftSaveStatus: 'saving', error: null });
  try {
    const outcome = await respond.write('draft', record);
    respond.saved(outcome);
    state.set(
      outcome.queued ? { draftSaveStatus: null } : { lastSavedAt: context.now(), draftSaveStatus: 'saved' },
    );
    await context.afterSave();
  } catch (error) {
    // The answers stay in the form; the saving state is reset.
    state.set({
      draftSaveStatus: null,
      error: { key: CORE_MESSAGE_KEYS.errorsSaving, params: { error: reasonOfError(error) } },
    });
  } finally {
    state.set({ pendingAction: null });
  }
}

/** Removes the caller's response to the record shown; a failure says why. */
async function clearResponse(context: ResponseWritingContext, respond: RecordResponder): Promise<void> {
  const { client, outbox, state } = context;
  const record = actionableRecord(context);
  if (!record) return;
  state.set({ pendingAction: 'clear', error: null });
  try {
    // An answer still waiting to be sent (or on its way) would bring the response back.
    await outbox.exclusive(record.id, async () => {
      await deleteRecordResponse(client, record);
      outbox.remove(record.id);
    });
    respond.cleared({ ...record, response: null, status: 'pending' });
    await context.afterSave();
  } catch (error) {
    state.set({ error: messageOfError(error) });
  } finally {
    state.set({ pendingAction: null });
  }
}

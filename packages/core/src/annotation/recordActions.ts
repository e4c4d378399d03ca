import type { ApiClient } from '../api/createApiClient';
import type { ResponseStatus, ResponseUpsert } from '../api/wire/records';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import { messageOfError, reasonOfError } from '../messages/messageOfError';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import { toRecordResponse } from '../model/RecordResponse';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { AnnotationAction, AnnotationState } from './annotationState';
import type { AnswerTimer } from './createAnswerTimer';
import type { ResponseOutbox } from './createResponseOutbox';
import { toResponseValues } from './responseValues';
import { deleteRecordResponse, isNetworkError, saveRecordResponse } from './saveRecordResponse';

type Answers = Record<string, AnswerValue | undefined>;

/** What the record actions work with. */
export interface RecordActionContext {
  client: ApiClient;
  userId: string;
  now: () => number;
  timer: AnswerTimer;
  queue: RecordQueueStore;
  outbox: ResponseOutbox;
  get(): AnnotationState;
  set(partial: Partial<AnnotationState>): void;
  /** A response was saved (or queued): the updated record replaces the held one; its answers are the snapshot. */
  onSaved(record: AnnotationRecord, savedAnswers: Answers): void;
  /** The response was removed: the form starts afresh from the record. */
  onCleared(record: AnnotationRecord): void;
  /** After any response change: invalidate and reload progress and metrics. */
  afterSave(): Promise<void>;
  /** After submit or discard: the next record page. */
  advance(): Promise<void>;
  /** A response was saved or queued with this body (for the store's `onEvent`). */
  onResponded?(recordId: string, body: ResponseUpsert): void;
}

/** The actions of the current record. */
export type RecordActions = Pick<AnnotationState, 'submit' | 'discard' | 'saveDraft' | 'clear'>;

/** The record after the response, the answers it carried, and whether it waits in the outbox. */
type Outcome = { record: AnnotationRecord; answers: Answers; queued: boolean };

/**
 * Creates submit, discard, save draft and clear (spec 1 §4): one action at a time, never on a record without
 * id, discard ignored on a discarded record, a draft save ignored while another runs. A response is updated
 * when it exists and created otherwise; the duration is added when something was answered. A request that
 * fails for a network reason goes to the outbox and counts as done.
 *
 * @example
 * const actions = createRecordActions(context);
 * await actions.submit();
 */
export function createRecordActions(context: RecordActionContext): RecordActions {
  const { client, userId, timer, queue, outbox, get, set } = context;

  /** Whether an action may start on the current record now. */
  const currentRecord = (): AnnotationRecord | null => {
    const { record, pendingAction } = get();
    if (pendingAction !== null || queue.getState().isFetching || !record?.id) return null;
    return record;
  };

  const respond = async (status: ResponseStatus, record: AnnotationRecord): Promise<Outcome> => {
    const { questions, answers } = get();
    const body: ResponseUpsert = {
      status,
      values: toResponseValues(questions, answers, timer.elapsedSeconds()),
    };
    try {
      const response = toRecordResponse(await saveRecordResponse(client, record, body, userId));
      // An older answer still waiting in the outbox (a draft whose autosave failed) must not be sent over this one.
      outbox.remove(record.id);
      // The duration was counted into this response; count the next one afresh.
      timer.reset();
      context.onResponded?.(record.id, body);
      return { record: { ...record, response, status: response.status }, answers, queued: false };
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      outbox.put({
        recordId: record.id,
        responseId: record.response?.id ?? null,
        body,
        queuedAt: context.now(),
      });
      timer.reset();
      context.onResponded?.(record.id, body);
      return { record: { ...record, status }, answers, queued: true };
    }
  };

  // A draft save (often the autosave) still under way; submit and discard wait for it instead of being lost.
  let runningDraft: Promise<void> | null = null;

  const respondAndAdvance = async (action: AnnotationAction, status: 'submitted' | 'discarded') => {
    if (runningDraft) await runningDraft;
    const record = currentRecord();
    if (!record) return;
    set({ pendingAction: action, error: null });
    try {
      const outcome = await respond(status, record);
      context.onSaved(outcome.record, outcome.answers);
    } catch (error) {
      set({ pendingAction: null, error: messageOfError(error) });
      return;
    }
    // The next record does not wait for the metrics to reload.
    const saved = context.afterSave();
    try {
      await context.advance();
    } finally {
      set({ pendingAction: null });
    }
    await saved;
  };

  return {
    submit: async () => {
      if (!get().canSubmit) return;
      await respondAndAdvance('submit', 'submitted');
    },

    discard: async () => {
      // Discarding an already discarded record changes nothing.
      if (get().record?.status === 'discarded') return;
      await respondAndAdvance('discard', 'discarded');
    },

    async saveDraft() {
      const record = currentRecord();
      if (!record) return;
      set({ pendingAction: 'draft', draftSaveStatus: 'saving', error: null });
      let finished!: () => void;
      runningDraft = new Promise((resolve) => (finished = resolve));
      try {
        const outcome = await respond('draft', record);
        context.onSaved(outcome.record, outcome.answers);
        set(
          outcome.queued
            ? { draftSaveStatus: null }
            : { lastSavedAt: context.now(), draftSaveStatus: 'saved' },
        );
        await context.afterSave();
      } catch (error) {
        // The answers stay in the form; the saving state is reset.
        set({
          draftSaveStatus: null,
          error: { key: CORE_MESSAGE_KEYS.errorsSaving, params: { error: reasonOfError(error) } },
        });
      } finally {
        set({ pendingAction: null });
        runningDraft = null;
        finished();
      }
    },

    async clear() {
      const record = currentRecord();
      if (!record) return;
      set({ pendingAction: 'clear', error: null });
      try {
        await deleteRecordResponse(client, record);
        // An answer still waiting to be sent would bring the response back.
        outbox.remove(record.id);
        context.onCleared({ ...record, response: null, status: 'pending' });
        await context.afterSave();
      } catch (error) {
        set({ error: messageOfError(error) });
      } finally {
        set({ pendingAction: null });
      }
    },
  };
}

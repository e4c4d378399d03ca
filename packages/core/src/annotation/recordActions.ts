import type { ResponseStatus } from '../api/wire/records';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import { messageOfError, reasonOfError } from '../api/messageOfError';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnnotationAction, AnnotationState } from './annotationState';
import type { RecordActionContext } from './recordActionContext';
import { actionableRecord, respondToRecord } from './recordRespond';
import { deleteRecordResponse } from './saveRecordResponse';

export type { RecordActionContext } from './recordActionContext';

/** The actions of the current record. */
export type RecordActions = Pick<AnnotationState, 'submit' | 'discard' | 'saveDraft' | 'clear'>;

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
  const { client, outbox, get, set } = context;

  const currentRecord = () => actionableRecord(context);
  const respond = (status: ResponseStatus, record: AnnotationRecord) =>
    respondToRecord(context, status, record);

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
      const draft = saveDraftOf(context, record);
      runningDraft = draft;
      try {
        await draft;
      } finally {
        runningDraft = null;
      }
    },

    async clear() {
      const record = currentRecord();
      if (!record) return;
      set({ pendingAction: 'clear', error: null });
      try {
        // An answer still waiting to be sent (or on its way) would bring the response back.
        await outbox.exclusive(record.id, async () => {
          await deleteRecordResponse(client, record);
          outbox.remove(record.id);
        });
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

/** Saves the answers as a draft; a failure keeps them in the form and says why (never rejects). */
async function saveDraftOf(context: RecordActionContext, record: AnnotationRecord): Promise<void> {
  const { set } = context;
  set({ pendingAction: 'draft', draftSaveStatus: 'saving', error: null });
  try {
    const outcome = await respondToRecord(context, 'draft', record);
    context.onSaved(outcome.record, outcome.answers);
    set(
      outcome.queued ? { draftSaveStatus: null } : { lastSavedAt: context.now(), draftSaveStatus: 'saved' },
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
  }
}

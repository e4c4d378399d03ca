import type { AnswerForm } from './answerForm';
import { initialAnswers } from './initialAnswers';
import { createRecordActions, type RecordActionContext, type RecordActions } from './recordActions';

/** What the record actions of the form work with. */
export type FormRecordActionContext = Omit<RecordActionContext, 'onSaved' | 'onCleared'> & {
  form: AnswerForm;
};

/**
 * The record actions (`createRecordActions`) tied to the answer form: a saved response becomes the form's
 * snapshot, a cleared one starts the form afresh from the record, and either replaces the record in the queue.
 *
 * @example
 * const actions = createFormRecordActions({ ...context, form });
 */
export function createFormRecordActions({ form, ...context }: FormRecordActionContext): RecordActions {
  const { queue, timer, get, set } = context;
  return createRecordActions({
    ...context,
    onSaved: (record, savedAnswers) => {
      form.setSnapshot(savedAnswers);
      form.forgetEdits(record.id);
      queue.getState().replaceRecord(record);
    },
    onCleared: (record) => {
      form.forgetEdits(record.id);
      form.setSnapshot(initialAnswers(record, get().questions));
      queue.getState().replaceRecord(record);
      timer.reset();
      set({ lastSavedAt: null, draftSaveStatus: null });
      set(form.withAnswers(form.snapshot()));
    },
  });
}

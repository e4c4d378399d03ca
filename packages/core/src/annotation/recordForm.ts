import type { BulkAnnotationState } from '../bulk/createBulkAnnotationStore';
import type { AnnotationAction, AnnotationState } from './annotationState';
import type { AnnotationStore } from './createAnnotationStore';

/** What the questions form shows and does: the record's answers and actions, or bulk mode's. */
export type RecordFormState = Pick<
  AnnotationState,
  | 'questions'
  | 'answers'
  | 'record'
  | 'canSubmit'
  | 'pendingAction'
  | 'lastSavedAt'
  | 'setAnswer'
  | 'submit'
  | 'discard'
  | 'saveDraft'
>;

/** The focus-mode form of the annotation state (compare with `shallowEqual`). */
export function selectRecordForm(s: AnnotationState): RecordFormState {
  return {
    questions: s.questions,
    answers: s.answers,
    record: s.record,
    canSubmit: s.canSubmit,
    pendingAction: s.pendingAction,
    lastSavedAt: s.lastSavedAt,
    setAnswer: s.setAnswer,
    submit: s.submit,
    discard: s.discard,
    saveDraft: s.saveDraft,
  };
}

const BULK_ACTIONS: Record<NonNullable<BulkAnnotationState['running']>, AnnotationAction> = {
  submitted: 'submit',
  discarded: 'discard',
  draft: 'draft',
};

/**
 * The bulk-mode form: it starts empty and applies to every selected record, so no record (nor its suggestions)
 * is shown; it may submit once the answers are complete and a record is selected, and its actions go to the
 * selection.
 */
export function selectBulkForm(
  form: RecordFormState,
  bulk: Pick<BulkAnnotationState, 'running' | 'canAnnotate' | 'annotate'>,
): RecordFormState {
  return {
    ...form,
    record: null,
    canSubmit: form.canSubmit && bulk.canAnnotate,
    pendingAction: bulk.running ? BULK_ACTIONS[bulk.running] : null,
    submit: () => bulk.annotate('submitted'),
    discard: () => bulk.annotate('discarded'),
    saveDraft: () => bulk.annotate('draft'),
  };
}

/** The record actions and paging, routed to the selection in bulk mode (e.g. for keyboard shortcuts). */
export interface RecordIntents {
  submit(): Promise<void>;
  discard(): Promise<void>;
  saveDraft(): Promise<void>;
  nextPage(): Promise<void>;
  previousPage(): Promise<void>;
}

/**
 * Where a record action goes: to the record shown in focus mode, to the selected records in bulk mode.
 *
 * @example
 * const intents = recordIntentsOf(store, selectIsBulk(store.criteria.getState()));
 * await intents.submit();
 */
export function recordIntentsOf(store: AnnotationStore, isBulk: boolean): RecordIntents {
  const state = () => store.getState();
  const bulk = () => store.bulk.getState();
  return {
    submit: () => (isBulk ? bulk().annotate('submitted') : state().submit()),
    discard: () => (isBulk ? bulk().annotate('discarded') : state().discard()),
    saveDraft: () => (isBulk ? bulk().annotate('draft') : state().saveDraft()),
    nextPage: () => state().next(),
    previousPage: () => state().previous(),
  };
}

/** Whether the record shown has a response of the caller that Clear may remove. */
export function selectCanClear(s: Pick<AnnotationState, 'record'>): boolean {
  return s.record !== null && s.record.status !== 'pending';
}

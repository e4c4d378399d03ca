import type { BulkAnnotationState } from '../bulk/bulkAnnotationState';
import { canBulkAnnotate } from '../bulk/bulkRules';
import type { Message } from '../messages/Message';
import type { AnnotationAction, AnnotationData } from './annotationState';

/**
 * What of bulk annotation the record form shows: in bulk mode the form's actions go to the selected records; in
 * focus mode (null) to the record shown.
 */
export type BulkFormState = Pick<BulkAnnotationState, 'running' | 'canAnnotate' | 'disabledReason'>;

/**
 * Whether the form takes no answers while `action` runs. A draft save (usually the autosave) never locks it:
 * the user keeps typing while it runs, and submit waits for it. Submit, discard and clear do: their answers
 * are on their way and the record is about to change.
 */
export function locksAnswers(action: AnnotationAction | null): boolean {
  return action !== null && action !== 'draft';
}

const BULK_ACTIONS: Record<NonNullable<BulkAnnotationState['running']>, AnnotationAction> = {
  submitted: 'submit',
  discarded: 'discard',
  draft: 'draft',
};

/** The action running now: the record's, or in bulk mode the selection's. */
function runningAction(
  form: Pick<AnnotationData, 'pendingAction'>,
  bulk: Pick<BulkFormState, 'running'> | null,
): AnnotationAction | null {
  if (bulk === null) return form.pendingAction;
  return bulk.running ? BULK_ACTIONS[bulk.running] : null;
}

/**
 * Whether Submit may be sent now — the one place this is decided: the store's `submit` asks it, and so does the
 * view for its button. In focus mode the record's answers must be complete and no submit, discard or clear run
 * (a draft save does not block: submit waits for it); in bulk mode the answers must be complete, records
 * selected and no bulk action run.
 *
 * @example
 * selectCanSubmit(store.getState(), null); // focus mode
 * selectCanSubmit(store.getState(), store.bulk.getState()); // bulk mode
 */
export function selectCanSubmit(
  form: Pick<AnnotationData, 'isComplete' | 'pendingAction'>,
  bulk: Pick<BulkFormState, 'running' | 'canAnnotate'> | null,
): boolean {
  if (bulk !== null) return canBulkAnnotate(bulk, 'submitted', form.isComplete);
  return form.isComplete && !locksAnswers(form.pendingAction);
}

/** What the questions form shows. */
export interface QuestionsFormView extends Pick<AnnotationData, 'questions' | 'answers' | 'record'> {
  /** The form takes no answers now (a submit, discard or clear runs). */
  locked: boolean;
}

/**
 * The questions form: the record's questions and answers; in bulk mode it starts empty and applies to every
 * selected record, so no record (nor its suggestions) is shown. Compare with `shallowEqual`.
 */
export function selectQuestionsForm(
  form: Pick<AnnotationData, 'questions' | 'answers' | 'record' | 'pendingAction'>,
  bulk: Pick<BulkFormState, 'running'> | null,
): QuestionsFormView {
  return {
    questions: form.questions,
    answers: form.answers,
    record: bulk === null ? form.record : null,
    locked: locksAnswers(runningAction(form, bulk)),
  };
}

/** What the action buttons under the questions show. */
export interface RecordActionsView {
  /** The actions go to the selected records. */
  isBulk: boolean;
  pendingAction: AnnotationAction | null;
  /** An action that locks the form runs. */
  busy: boolean;
  canSubmit: boolean;
  /** The answers are incomplete (Submit says so). */
  incomplete: boolean;
  canDiscard: boolean;
  canSaveDraft: boolean;
  /** Clear is offered: focus mode, a record with a response of the caller. */
  offersClear: boolean;
  /** Clear may be pressed now: no action runs. */
  canClear: boolean;
  /** Why every action is blocked (bulk mode without a selection). */
  blockedReason: Message | null;
}

/**
 * The action buttons: Submit (see {@link selectCanSubmit}), Discard (not while a submit, discard or clear runs),
 * Save as draft and Clear (not while any action runs); in bulk mode they act on the selection and are all
 * blocked, with the reason, while none is selected. Compare with `shallowEqual`.
 */
export function selectRecordActions(
  form: Pick<AnnotationData, 'isComplete' | 'pendingAction' | 'record'>,
  bulk: BulkFormState | null,
): RecordActionsView {
  const pendingAction = runningAction(form, bulk);
  const busy = locksAnswers(pendingAction);
  const blockedReason = bulk?.disabledReason ?? null;
  const blocked = blockedReason !== null;
  return {
    isBulk: bulk !== null,
    pendingAction,
    busy,
    canSubmit: selectCanSubmit(form, bulk),
    incomplete: !form.isComplete,
    canDiscard: !busy && !blocked,
    canSaveDraft: pendingAction === null && !blocked,
    offersClear: bulk === null && selectCanClear(form),
    canClear: pendingAction === null,
    blockedReason,
  };
}

/** Whether the record shown has a response of the caller that Clear may remove. */
export function selectCanClear(s: Pick<AnnotationData, 'record'>): boolean {
  return s.record !== null && s.record.status !== 'pending';
}

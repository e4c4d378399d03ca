import type { AnnotationData } from './annotationState';
import type { AnswerTimer } from './createAnswerTimer';
import { hasNonEmptyAnswer } from '../questions/responseValues';

/** A draft is saved by itself only once more than this much answering time has passed (spec 1 §4). */
export const AUTOSAVE_AFTER_MS = 1_000;

/** What the draft auto-save works with. */
export interface DraftAutosaveContext {
  enabled: boolean;
  timer: AnswerTimer;
  get(): Pick<
    AnnotationData,
    'record' | 'mode' | 'pendingAction' | 'isModified' | 'questions' | 'answers' | 'draftSaveStatus'
  >;
  saveDraft(): Promise<void>;
}

/** The draft auto-save, told of every answer. */
export interface DraftAutosave {
  /** An answer changed: saves a draft when due. */
  answered(): void;
}

/**
 * Creates the draft auto-save of focus mode (spec 1 §4): after more than a second of answering, a change saves
 * a draft of a record that is not submitted (a submitted one keeps its changes until submitted again). Answers
 * given while a save runs are saved by one more save right after it, so the last keystrokes are not left unsaved.
 *
 * @example
 * const autosave = createDraftAutosave({ enabled: true, timer, get: store.getState, saveDraft: writing.saveDraft });
 * autosave.answered();
 */
export function createDraftAutosave({ enabled, timer, get, saveDraft }: DraftAutosaveContext): DraftAutosave {
  let answeredWhileSaving = false;

  const saveAgainIfAnswered = (recordId: string): boolean => {
    const { record, isModified, questions, answers, mode, draftSaveStatus } = get();
    // Not after a failed or queued save: the error shows, and the next change tries again.
    if (!answeredWhileSaving || draftSaveStatus !== 'saved' || !isModified) return false;
    if (mode !== 'focus' || record?.id !== recordId) return false;
    return record.status !== 'submitted' && hasNonEmptyAnswer(questions, answers);
  };

  const save = async (recordId: string): Promise<void> => {
    answeredWhileSaving = false;
    await saveDraft();
    if (saveAgainIfAnswered(recordId)) await save(recordId);
  };

  return {
    answered() {
      const { record, mode, pendingAction, questions, answers } = get();
      if (pendingAction === 'draft') answeredWhileSaving = true;
      if (!enabled || mode !== 'focus' || pendingAction !== null || !record?.id) return;
      if (record.status === 'submitted' || timer.elapsedMs() <= AUTOSAVE_AFTER_MS) return;
      if (hasNonEmptyAnswer(questions, answers)) void save(record.id);
    },
  };
}

import { isSameValue } from '../criteria/criteriaEquality';
import type { AnswerValue } from '../model/AnswerValue';
import type { AnnotationState } from './annotationState';
import { isRecordComplete, validityOf } from '../questions/answerValidity';

type Answers = Record<string, AnswerValue | undefined>;

/** The answers of the record shown, against the answers it was shown or last saved with. */
export interface AnswerForm {
  /** The state of `answers`: validity, whether they may be submitted, whether they differ from the snapshot. */
  withAnswers(answers: Answers): Partial<AnnotationState>;
  /** The answers the record was shown or last saved with. */
  snapshot(): Answers;
  setSnapshot(answers: Answers): void;
  /** Keeps the unsaved answers of a record paged away from, to restore when coming back. */
  keepEdits(recordId: string, answers: Answers): void;
  editsOf(recordId: string): Answers | undefined;
  forgetEdits(recordId: string): void;
  /** A new list: the kept answers belong to records that may no longer be in it. */
  clearEdits(): void;
}

/**
 * Creates the answer form of the annotation store (spec 1 §4): validity and `canSubmit` of the answers,
 * `isModified` against the snapshot, `isTouched` for a submitted record, and the unsaved answers of records
 * paged away from within one loaded list.
 *
 * @example
 * const form = createAnswerForm(() => store.getState());
 * store.setState(form.withAnswers({ ...answers, sentiment: 'positive' }));
 */
export function createAnswerForm(get: () => Pick<AnnotationState, 'questions' | 'record'>): AnswerForm {
  let snapshot: Answers = {};
  const unsavedEdits = new Map<string, Answers>();
  return {
    withAnswers(answers) {
      const { questions, record } = get();
      const validity = validityOf(questions, answers);
      const isModified = record !== null && !isSameValue(answers, snapshot);
      return {
        answers,
        validity,
        canSubmit: record !== null && questions.length > 0 && isRecordComplete(questions, validity),
        isModified,
        isTouched: isModified && record?.status === 'submitted',
      };
    },
    snapshot: () => snapshot,
    setSnapshot(answers) {
      snapshot = answers;
    },
    keepEdits: (recordId, answers) => void unsavedEdits.set(recordId, answers),
    editsOf: (recordId) => unsavedEdits.get(recordId),
    forgetEdits: (recordId) => void unsavedEdits.delete(recordId),
    clearEdits: () => unsavedEdits.clear(),
  };
}

import { isSameValue } from '../criteria/criteriaEquality';
import type { AnswerValue } from '../model/AnswerValue';
import type { AnnotationData, AnnotationSlice, AnswerFormMember } from './annotationState';
import { isRecordComplete, validityOf } from '../questions/answerValidity';

type Answers = Record<string, AnswerValue | undefined>;

/** What the answer form reads and writes of the annotation state. */
export type AnswerFormSlice = AnnotationSlice<'questions' | 'record' | 'answers', AnswerFormMember>;

/** The answers of the record shown, against the answers it was shown or last saved with. */
export interface AnswerForm {
  /** Shows these answers: with their validity, whether they are complete, whether they differ from the snapshot. */
  show(answers: Answers): void;
  /** Answers one question (undefined clears it). */
  answer(questionName: string, value: AnswerValue | undefined): void;
  /** Puts the answers back as they were when the record was shown or last saved. */
  reset(): void;
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
 * Creates the answer form of the annotation store (spec 1 §4): validity and `isComplete` of the answers,
 * `isModified` against the snapshot, `isTouched` for a submitted record, and the unsaved answers of records
 * paged away from within one loaded list.
 *
 * @example
 * const form = createAnswerForm({ get: store.getState, set: store.setState });
 * form.answer('sentiment', 'positive');
 */
export function createAnswerForm({ get, set }: AnswerFormSlice): AnswerForm {
  let snapshot: Answers = {};
  const unsavedEdits = new Map<string, Answers>();
  const withAnswers = (answers: Answers): Pick<AnnotationData, AnswerFormMember> => {
    const { questions, record } = get();
    const validity = validityOf(questions, answers);
    const isModified = record !== null && !isSameValue(answers, snapshot);
    return {
      answers,
      validity,
      isComplete: record !== null && questions.length > 0 && isRecordComplete(questions, validity),
      isModified,
      isTouched: isModified && record?.status === 'submitted',
    };
  };
  const show = (answers: Answers) => set(withAnswers(answers));
  return {
    show,
    answer: (questionName, value) => show({ ...get().answers, [questionName]: value }),
    reset: () => show(snapshot),
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

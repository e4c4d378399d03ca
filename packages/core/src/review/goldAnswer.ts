import { isSameValue } from '../criteria/criteriaEquality';
import type { AnswerValue } from '../model/AnswerValue';
import { validityOf } from '../questions/answerValidity';
import { compareQuestion } from './questionComparison';
import type { Answers, ReviewItem } from './reviewItem';
import type { GoldMember, ReviewData, ReviewSlice } from './reviewState';

/** What the gold answer part reads and writes of the review state. */
export type GoldAnswerSlice = ReviewSlice<'questions' | 'item' | 'gold' | 'comment', GoldMember>;

/** The gold answer of the record shown and the reviewer's comment, kept per record while paging. */
export interface GoldAnswer {
  /** Shows a record: its unsent edits when the reviewer comes back to it, else the review's values. */
  show(item: ReviewItem | null): void;
  answer(questionName: string, value: AnswerValue | undefined): void;
  /** Copies one annotator's submitted answer to the question into the gold answer. */
  useAnswerOf(questionName: string, userId: string): void;
  reset(): void;
  setComment(comment: string): void;
  /** A decision was stored: the record's edits are settled. */
  forget(recordId: string): void;
}

/** The gold answer of a review: each question's value from the review, unanswered ones left out. */
export function goldOf(item: ReviewItem, questions: ReviewData['questions']): Answers {
  const gold: Answers = {};
  for (const question of questions) gold[question.name] = item.values[question.name];
  return gold;
}

/**
 * Creates the gold answer part: validity with the annotation form's rules (`validityOf`), whether it differs
 * from the review's values, and the comparisons (which depend on the gold answer: chips mark the gold labels,
 * text diffs compare with it). Edits and the comment of a record paged away from are kept until decided.
 *
 * @example
 * const gold = createGoldAnswer({ get, set });
 * gold.show(item);
 * gold.useAnswerOf('sentiment', annotatorId);
 */
export function createGoldAnswer({ get, set }: GoldAnswerSlice): GoldAnswer {
  const edits = new Map<string, { gold: Answers; comment: string }>();

  const derive = (gold: Answers): Pick<ReviewData, Exclude<GoldMember, 'comment' | 'rejecting'>> => {
    const { questions, item } = get();
    const comparisons = item
      ? questions.map((question) =>
          compareQuestion({
            question,
            gold: gold[question.name],
            fields: item.fields,
            answers: item.submitted.map(({ userId, username, values }) => ({
              ...{ userId, username },
              value: values[question.name],
            })),
          }),
        )
      : [];
    return {
      gold,
      goldValidity: validityOf(questions, gold),
      goldModified: item !== null && !isSameValue(gold, goldOf(item, questions)),
      comparisons,
    };
  };

  const remember = (gold: Answers, comment: string) => {
    const item = get().item;
    if (item) edits.set(item.recordId, { gold, comment });
  };

  const answer = (questionName: string, value: AnswerValue | undefined) => {
    const gold = { ...get().gold, [questionName]: value };
    remember(gold, get().comment);
    set(derive(gold));
  };

  return {
    show(item) {
      const kept = item ? edits.get(item.recordId) : undefined;
      const gold = kept?.gold ?? (item ? goldOf(item, get().questions) : {});
      set({ ...derive(gold), comment: kept?.comment ?? '', rejecting: Boolean(kept?.comment) });
    },
    answer,
    useAnswerOf(questionName, userId) {
      const annotator = get().item?.submitted.find((submitted) => submitted.userId === userId);
      if (annotator) answer(questionName, structuredClone(annotator.values[questionName]));
    },
    reset() {
      const item = get().item;
      if (item) edits.delete(item.recordId);
      set({ ...derive(item ? goldOf(item, get().questions) : {}), comment: '' });
    },
    setComment(comment) {
      remember(get().gold, comment);
      set({ comment });
    },
    forget: (recordId) => void edits.delete(recordId),
  };
}

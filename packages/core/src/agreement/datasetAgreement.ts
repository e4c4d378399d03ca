import type { QuestionType } from '../api/wire/enums';
import type { AgreementFigure, AnnotatorAgreement } from './AgreementFigure';
import { answeredAgreement, type AgreementQuestion, type ReviewValues } from './questionAgreement';
import type { AnsweredUnits, AnswerUnits } from './readAnswers';

/** One question of a dataset with its submitted answers per record and, when reviewed, the gold answers. */
export interface QuestionAnswers extends AgreementQuestion {
  name: string;
  units: AnswerUnits;
  review?: ReviewValues;
}

/** A figure with the question it belongs to. */
export interface DatasetAgreementItem extends AgreementFigure {
  question: string;
  type: QuestionType;
}

/** The agreement of a dataset: every question's figures and each annotator over all questions. */
export interface DatasetAgreement {
  items: DatasetAgreementItem[];
  annotators: AnnotatorAgreement[];
}

interface Pooled {
  /** Indexes (in `recordIndex`) of the records the annotator answered, once per question: counted at the end. */
  records: number[];
  comparisons: number;
  score: number;
  reviewed: number;
  reviewScore: number;
}

function pooledOf(pooled: Map<string, Pooled>, userId: string): Pooled {
  let entry = pooled.get(userId);
  if (!entry) {
    entry = { records: [], comparisons: 0, score: 0, reviewed: 0, reviewScore: 0 };
    pooled.set(userId, entry);
  }
  return entry;
}

/** Adds each annotator's answered records of one question, by record index (a number: sorted fast at the end). */
function addRecords(
  answers: AnsweredUnits<unknown>,
  recordIndex: Map<string, number>,
  pooled: Map<string, Pooled>,
) {
  const entries = answers.users.map((userId) => pooledOf(pooled, userId));
  answers.unitIds.forEach((id, u) => {
    let record = recordIndex.get(id);
    if (record === undefined) {
      record = recordIndex.size;
      recordIndex.set(id, record);
    }
    for (let i = answers.starts[u] as number; i < (answers.starts[u + 1] as number); i++) {
      (entries[answers.answerUsers[i] as number] as Pooled).records.push(record);
    }
  });
}

function distinctCount(indexes: readonly number[]): number {
  const sorted = Int32Array.from(indexes).sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) count += 1;
  return count;
}

/**
 * Every question's figures, and each annotator's agreement over all questions: the mean score of all their
 * comparisons with other annotators (and with gold answers), every question's comparisons counting alike.
 * `records` counts the distinct records on which the annotator gave a readable answer to any of the questions.
 *
 * @example
 * datasetAgreement([{ name: 'sentiment', type: 'label_selection', units }]);
 * // { items: [{ question: 'sentiment', type: 'label_selection', metric: 'krippendorff_alpha', … }], annotators }
 */
export function datasetAgreement(questions: readonly QuestionAnswers[]): DatasetAgreement {
  const items: DatasetAgreementItem[] = [];
  const pooled = new Map<string, Pooled>();
  const recordIndex = new Map<string, number>();
  for (const question of questions) {
    const { answers, agreement } = answeredAgreement(question, question.units, question.review);
    for (const item of agreement.figures)
      items.push({ question: question.name, type: question.type, ...item });
    addRecords(answers, recordIndex, pooled);
    for (const annotator of agreement.annotators) {
      const entry = pooledOf(pooled, annotator.userId);
      entry.comparisons += annotator.comparisons;
      entry.score += (annotator.agreementWithOthers ?? 0) * annotator.comparisons;
      entry.reviewed += annotator.reviewed;
      entry.reviewScore += (annotator.agreementWithReview ?? 0) * annotator.reviewed;
    }
  }
  const annotators = [...pooled].map(([userId, entry]) => ({
    userId,
    records: distinctCount(entry.records),
    comparisons: entry.comparisons,
    agreementWithOthers: entry.comparisons > 0 ? entry.score / entry.comparisons : null,
    reviewed: entry.reviewed,
    agreementWithReview: entry.reviewed > 0 ? entry.reviewScore / entry.reviewed : null,
  }));
  return { items, annotators };
}

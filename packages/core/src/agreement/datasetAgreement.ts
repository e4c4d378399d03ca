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
  /** Per record index (in `recordIndex`), 1 once the annotator answered it: a flag per record, grown as needed. */
  answered: Uint8Array;
  /** Records flagged in `answered`. */
  records: number;
  comparisons: number;
  score: number;
  reviewed: number;
  reviewScore: number;
}

function pooledOf(pooled: Map<string, Pooled>, userId: string): Pooled {
  let entry = pooled.get(userId);
  if (!entry) {
    entry = {
      answered: new Uint8Array(1024),
      records: 0,
      comparisons: 0,
      score: 0,
      reviewed: 0,
      reviewScore: 0,
    };
    pooled.set(userId, entry);
  }
  return entry;
}

/** Flags a record as answered by an annotator, counting it the first time. */
function markRecord(entry: Pooled, record: number): void {
  if (record >= entry.answered.length) {
    const grown = new Uint8Array(Math.max(record + 1, entry.answered.length * 2));
    grown.set(entry.answered);
    entry.answered = grown;
  }
  if (entry.answered[record]) return;
  entry.answered[record] = 1;
  entry.records += 1;
}

/**
 * Record numbers by record id, given in the order records are met; and those of whole lists of ids, once each. The
 * first list is numbered by position without a lookup (`byId` is filled from it only if other ids come).
 */
interface RecordNumbers {
  byId: Map<string, number>;
  bySource: Map<readonly string[], Int32Array>;
  first?: readonly string[];
}

function recordNumber(numbers: RecordNumbers, id: string): number {
  if (numbers.first) {
    numbers.first.forEach((firstId, i) => numbers.byId.set(firstId, i));
    delete numbers.first;
  }
  let record = numbers.byId.get(id);
  if (record === undefined) {
    record = numbers.byId.size;
    numbers.byId.set(id, record);
  }
  return record;
}

/** The record number of each answered unit: through the encoded units' ids (numbered once per read), or by id. */
function unitRecords(answers: AnsweredUnits<unknown>, numbers: RecordNumbers): Int32Array {
  const { source } = answers;
  if (!source) return Int32Array.from(answers.unitIds, (id) => recordNumber(numbers, id));
  let ofSource = numbers.bySource.get(source.unitIds);
  if (!ofSource && numbers.byId.size === 0 && numbers.bySource.size === 0) {
    ofSource = new Int32Array(source.unitIds.length);
    for (let i = 0; i < ofSource.length; i++) ofSource[i] = i;
    numbers.first = source.unitIds;
  }
  ofSource ??= Int32Array.from(source.unitIds, (id) => recordNumber(numbers, id));
  numbers.bySource.set(source.unitIds, ofSource);
  const sourceRecords = ofSource;
  return source.units.map((u) => sourceRecords[u] as number);
}

/** Adds each annotator's answered records of one question, by record number (distinct records counted once). */
function addRecords(answers: AnsweredUnits<unknown>, numbers: RecordNumbers, pooled: Map<string, Pooled>) {
  const entries = answers.users.map((userId) => pooledOf(pooled, userId));
  const records = unitRecords(answers, numbers);
  const { starts, answerUsers } = answers;
  for (let u = 0; u < records.length; u++) {
    const record = records[u] as number;
    for (let i = starts[u] as number; i < (starts[u + 1] as number); i++) {
      markRecord(entries[answerUsers[i] as number] as Pooled, record);
    }
  }
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
  const numbers: RecordNumbers = { byId: new Map(), bySource: new Map() };
  for (const question of questions) {
    const { answers, agreement } = answeredAgreement(question, question.units, question.review);
    for (const item of agreement.figures)
      items.push({ question: question.name, type: question.type, ...item });
    addRecords(answers, numbers, pooled);
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
    records: entry.records,
    comparisons: entry.comparisons,
    agreementWithOthers: entry.comparisons > 0 ? entry.score / entry.comparisons : null,
    reviewed: entry.reviewed,
    agreementWithReview: entry.reviewed > 0 ? entry.reviewScore / entry.reviewed : null,
  }));
  return { items, annotators };
}

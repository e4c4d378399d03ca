import type { AnnotatorAgreement } from './AgreementFigure';
import type { AnsweredUnits } from './readAnswers';

/**
 * What one comparison of two answers yields: `agreed` out of `compared` (1 of 1 for equal labels, 2·TP of
 * |A| + |B| spans, equal cells of the cells compared). Both 0 when there was nothing to compare (two empty answers).
 */
export interface PairScore {
  agreed: number;
  compared: number;
}

/** A symmetric comparison of two answers. */
export type AnswerComparison<T> = (a: T, b: T) => PairScore;

/** Agreement pooled over every pair of annotators on every record, and each annotator's share of it. */
export interface PairwiseAgreement {
  /** Σ agreed / Σ compared over all pairs of answers to the same record; null when nothing was compared. */
  value: number | null;
  /** Records with at least two readable answers. */
  units: number;
  /** Distinct annotators with an answer on those records. */
  annotators: number;
  byAnnotator: AnnotatorAgreement[];
}

/** One comparison's score in 0..1: nothing to compare (two empty answers) is full agreement. */
function scoreOf(pair: PairScore): number {
  return pair.compared > 0 ? pair.agreed / pair.compared : 1;
}

/** Compares value ids, once per pair of distinct values when equal values share an id. */
function comparerOf<T>(
  answers: AnsweredUnits<T>,
  compare: AnswerComparison<T>,
): (a: number, b: number) => PairScore {
  const { values } = answers;
  const direct = (a: number, b: number) => compare(values[a] as T, values[b] as T);
  if (!answers.interned) return direct;
  const known = new Map<number, PairScore>();
  return (a, b) => {
    const key = a < b ? a * values.length + b : b * values.length + a;
    let pair = known.get(key);
    if (pair === undefined) {
      pair = direct(a, b);
      known.set(key, pair);
    }
    return pair;
  };
}

/** Per annotator: records answered, comparisons and their score sum, the same against gold answers. */
function talliesOf(users: number) {
  return {
    records: new Float64Array(users),
    comparisons: new Float64Array(users),
    score: new Float64Array(users),
    reviewed: new Float64Array(users),
    reviewScore: new Float64Array(users),
    paired: new Uint8Array(users),
  };
}

function annotatorsOf(users: readonly string[], t: ReturnType<typeof talliesOf>): AnnotatorAgreement[] {
  return users.map((userId, i) => ({
    userId,
    records: t.records[i] as number,
    comparisons: t.comparisons[i] as number,
    agreementWithOthers: t.comparisons[i] ? (t.score[i] as number) / (t.comparisons[i] as number) : null,
    reviewed: t.reviewed[i] as number,
    agreementWithReview: t.reviewed[i] ? (t.reviewScore[i] as number) / (t.reviewed[i] as number) : null,
  }));
}

/**
 * Compares every pair of answers to the same record once. The pooled value is Σ agreed / Σ compared (a record
 * with more answers has more pairs and weighs more); an annotator's agreement with the others is the mean score
 * of their comparisons, and with the review the mean score against the record's gold answer, when it has one.
 *
 * @example
 * pairwiseAgreement(readAnswers(units, labelReader, review), equalScore).value; // share of agreeing pairs
 */
export function pairwiseAgreement<T>(
  answers: AnsweredUnits<T>,
  compare: AnswerComparison<T>,
): PairwiseAgreement {
  const { starts, answerUsers: users, answerValues: values, gold } = answers;
  const comparer = comparerOf(answers, compare);
  const t = talliesOf(answers.users.length);
  let agreed = 0;
  let compared = 0;
  let units = 0;
  for (let u = 0; u + 1 < starts.length; u++) {
    const start = starts[u] as number;
    const end = starts[u + 1] as number;
    const goldId = gold[u] as number;
    for (let i = start; i < end; i++) {
      const user = users[i] as number;
      t.records[user] = (t.records[user] as number) + 1;
      if (goldId < 0) continue;
      t.reviewed[user] = (t.reviewed[user] as number) + 1;
      t.reviewScore[user] = (t.reviewScore[user] as number) + scoreOf(comparer(values[i] as number, goldId));
    }
    if (end - start < 2) continue;
    units += 1;
    for (let i = start; i < end; i++) {
      const first = users[i] as number;
      t.paired[first] = 1;
      for (let j = i + 1; j < end; j++) {
        const second = users[j] as number;
        const pair = comparer(values[i] as number, values[j] as number);
        const score = scoreOf(pair);
        agreed += pair.agreed;
        compared += pair.compared;
        t.comparisons[first] = (t.comparisons[first] as number) + 1;
        t.comparisons[second] = (t.comparisons[second] as number) + 1;
        t.score[first] = (t.score[first] as number) + score;
        t.score[second] = (t.score[second] as number) + score;
      }
    }
  }
  return {
    value: compared > 0 ? agreed / compared : null,
    units,
    annotators: t.paired.reduce((sum, paired) => sum + paired, 0),
    byAnnotator: annotatorsOf(answers.users, t),
  };
}

const AGREED: PairScore = { agreed: 1, compared: 1 };
const DIFFERED: PairScore = { agreed: 0, compared: 1 };

/**
 * Equal answers (by `===`) agree, others do not.
 *
 * @example
 * equalScore('a', 'a'); // { agreed: 1, compared: 1 }
 */
export function equalScore<T>(a: T, b: T): PairScore {
  return a === b ? AGREED : DIFFERED;
}

/**
 * A distance in 0..1 as a comparison: 1 − distance agreed of 1.
 *
 * @example
 * similarityScore(masiDistance)(['a'], ['a', 'b']); // { agreed: 1/3, compared: 1 }
 */
export function similarityScore<T>(distance: (a: T, b: T) => number): AnswerComparison<T> {
  return (a, b) => ({ agreed: 1 - distance(a, b), compared: 1 });
}

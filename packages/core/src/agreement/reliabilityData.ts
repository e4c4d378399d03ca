import type { AgreementUnit } from './AgreementFigure';
import { readAnswers, type AnsweredUnits, type AnswerReader } from './readAnswers';

/**
 * Krippendorff's reliability data reduced to what a coefficient needs: the pairable values (those of records
 * with at least two answers) interned to ids, how often each occurs, and each record's ids.
 */
export interface ReliabilityData<T> {
  /** Distinct pairable values; a value's id is its index. */
  values: T[];
  /** n_c: how often each value occurs among the pairable values (never 0). */
  frequencies: Float64Array;
  /** n: the number of pairable values. */
  pairable: number;
  /** Records with at least two answers. */
  units: number;
  /** Record u's value ids are `valueIds[unitStarts[u]]` up to (not including) `valueIds[unitStarts[u + 1]]`. */
  unitStarts: Int32Array;
  valueIds: Int32Array;
  /** Distinct annotators with a pairable value. */
  annotators: number;
}

/**
 * The reliability data of read answers: records left with fewer than two answers drop out (they cannot be
 * compared), and so do values only they held.
 *
 * @example
 * pairableData(readAnswers(units, labelReader)).values; // the labels of records with two answers or more
 */
export function pairableData<T>(answers: AnsweredUnits<T>): ReliabilityData<T> {
  const { starts, answerValues, answerUsers } = answers;
  const compact = new Int32Array(answers.values.length).fill(-1);
  const values: T[] = [];
  const counts: number[] = [];
  // At most every answer is pairable: typed arrays of that size, cut to what is used (no array grown per answer).
  const unitStarts = new Int32Array(starts.length);
  const valueIds = new Int32Array(answerValues.length);
  const seenUsers = new Uint8Array(answers.users.length);
  let annotators = 0;
  let units = 0;
  let pairable = 0;
  for (let u = 0; u + 1 < starts.length; u++) {
    const start = starts[u] as number;
    const end = starts[u + 1] as number;
    if (end - start < 2) continue;
    for (let i = start; i < end; i++) {
      const original = answerValues[i] as number;
      let id = compact[original] as number;
      if (id < 0) {
        id = values.push(answers.values[original] as T) - 1;
        compact[original] = id;
        counts.push(0);
      }
      counts[id] = (counts[id] as number) + 1;
      valueIds[pairable++] = id;
      const user = answerUsers[i] as number;
      if (!seenUsers[user]) {
        seenUsers[user] = 1;
        annotators += 1;
      }
    }
    unitStarts[++units] = pairable;
  }
  return {
    values,
    frequencies: Float64Array.from(counts),
    pairable,
    units,
    // Views of the part filled (nothing else writes to them), not copies.
    unitStarts: unitStarts.subarray(0, units + 1),
    valueIds: valueIds.subarray(0, pairable),
    annotators,
  };
}

/**
 * Reads every record's answers and reduces them to reliability data (`readAnswers` then `pairableData`).
 *
 * @example
 * const data = reliabilityData([{ id: 'r1', answers: { u1: 'a', u2: 'b' } }], labelReader);
 * data.values; // ['a', 'b']
 */
export function reliabilityData<T>(
  units: readonly AgreementUnit[],
  reader: AnswerReader<T>,
): ReliabilityData<T> {
  return pairableData(readAnswers(units, reader));
}

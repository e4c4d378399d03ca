import type { AgreementUnit } from './AgreementFigure';

/** How a question type reads answers. */
export interface AnswerReader<T> {
  /** The answer as this question's value, or undefined when it is missing or malformed (then it is left out). */
  read(raw: unknown): T | undefined;
  /**
   * The value's identity: answers with the same key are the same value, read and compared once. Without a key
   * (spans, tables: answers rarely repeat) every answer is a value of its own.
   */
  key?(value: T): string | number;
}

/** A reader whose equal values share a key. */
export type KeyedAnswerReader<T> = Required<AnswerReader<T>>;

/**
 * A question's readable answers, each read once: values interned to ids, annotators to indexes, one entry per
 * record with at least one readable answer.
 */
export interface AnsweredUnits<T> {
  /** Distinct values (or every answer, without a key); a value's id is its index. */
  values: T[];
  /** Whether equal values share an id (the reader has a key). */
  interned: boolean;
  /** Distinct annotators; an annotator's index is their place here. */
  users: string[];
  /** The record id of each unit. */
  unitIds: string[];
  /** Unit u's answers are at `starts[u]` up to (not including) `starts[u + 1]`. */
  starts: Int32Array;
  answerUsers: Int32Array;
  answerValues: Int32Array;
  /** Per unit, the value id of the review's gold answer, −1 without one. */
  gold: Int32Array;
}

/** Interns values by key (or gives each one an id of its own). */
function valueTable<T>(reader: AnswerReader<T>) {
  const values: T[] = [];
  const ids = new Map<string | number, number>();
  return {
    values,
    idOf(value: T): number {
      if (!reader.key) return values.push(value) - 1;
      const key = reader.key(value);
      let id = ids.get(key);
      if (id === undefined) {
        id = values.push(value) - 1;
        ids.set(key, id);
      }
      return id;
    },
  };
}

/**
 * Reads every record's answers once, leaving out unreadable ones, with the review's gold answers (record id →
 * value) read the same way.
 *
 * @example
 * const answers = readAnswers(units, labelReader, { r1: 'pos' });
 * answers.values; // ['pos', 'neg', …]
 */
export function readAnswers<T>(
  units: readonly AgreementUnit[],
  reader: AnswerReader<T>,
  review: Readonly<Record<string, unknown>> = {},
): AnsweredUnits<T> {
  const table = valueTable(reader);
  const userIndex = new Map<string, number>();
  const users: string[] = [];
  const unitIds: string[] = [];
  const starts: number[] = [0];
  const answerUsers: number[] = [];
  const answerValues: number[] = [];
  const gold: number[] = [];
  for (const unit of units) {
    for (const user in unit.answers) {
      const value = reader.read(unit.answers[user]);
      if (value === undefined) continue;
      let index = userIndex.get(user);
      if (index === undefined) {
        index = users.push(user) - 1;
        userIndex.set(user, index);
      }
      answerUsers.push(index);
      answerValues.push(table.idOf(value));
    }
    if (answerValues.length === starts[starts.length - 1]) continue;
    starts.push(answerValues.length);
    unitIds.push(unit.id);
    const goldValue = Object.hasOwn(review, unit.id) ? reader.read(review[unit.id]) : undefined;
    gold.push(goldValue === undefined ? -1 : table.idOf(goldValue));
  }
  return {
    values: table.values,
    interned: reader.key !== undefined,
    users,
    unitIds,
    starts: Int32Array.from(starts),
    answerUsers: Int32Array.from(answerUsers),
    answerValues: Int32Array.from(answerValues),
    gold: Int32Array.from(gold),
  };
}

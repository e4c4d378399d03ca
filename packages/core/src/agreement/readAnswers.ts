import type { AgreementUnit } from './AgreementFigure';
import { decodeAnswer, isEncodedUnits, type EncodedUnits } from './encodedUnits';

/** A question's answers per record: as objects (user id → value), or as a database read them (`EncodedUnits`). */
export type AnswerUnits = readonly AgreementUnit[] | EncodedUnits;

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
  /** The record id of each unit (shared with the encoded units read, when every one of them was answered). */
  unitIds: readonly string[];
  /** Unit u's answers are at `starts[u]` up to (not including) `starts[u + 1]`. */
  starts: Int32Array;
  answerUsers: Int32Array;
  answerValues: Int32Array;
  /** Per unit, the value id of the review's gold answer, −1 without one. */
  gold: Int32Array;
  /**
   * Read from encoded units: their `unitIds`, and per unit here its number there (units sharing one read of a
   * dataset number their records alike without looking up ids).
   */
  source?: { unitIds: readonly string[]; units: Int32Array };
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
 * value) read the same way. Encoded units give the same result as the objects they encode.
 *
 * @example
 * const answers = readAnswers(units, labelReader, { r1: 'pos' });
 * answers.values; // ['pos', 'neg', …]
 */
export function readAnswers<T>(
  units: AnswerUnits,
  reader: AnswerReader<T>,
  review: Readonly<Record<string, unknown>> = {},
): AnsweredUnits<T> {
  if (isEncodedUnits(units)) return readEncodedAnswers(units, reader, review);
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

/**
 * The value id of each answer given by number into the distinct `texts` (−1 for none): each text read once when equal
 * values share an id (a keyed reader), every answer read on its own otherwise, as for texts given per answer.
 */
function numberedTexts(
  answerTexts: Int32Array,
  texts: readonly (string | null)[],
  keyed: boolean,
  idOfText: (text: string) => number,
): (answer: number) => number {
  const UNREAD = -2;
  const ids = new Int32Array(texts.length).fill(UNREAD);
  return (answer) => {
    const t = answerTexts[answer] as number;
    const text = t < 0 ? null : texts[t];
    if (text === null || text === undefined) return -1;
    if (!keyed) return idOfText(text);
    let id = ids[t] as number;
    if (id === UNREAD) {
      id = idOfText(text);
      ids[t] = id;
    }
    return id;
  };
}

/** Unit numbers by unit id, once per list of ids (the questions of one read share it); null when an id repeats. */
const unitNumbers = new WeakMap<readonly string[], Map<string, number> | null>();

function unitNumbersOf(unitIds: readonly string[]): Map<string, number> | null {
  let numbers = unitNumbers.get(unitIds);
  if (numbers === undefined) {
    numbers = new Map();
    for (let u = 0; u < unitIds.length; u++) numbers.set(unitIds[u] as string, u);
    if (numbers.size !== unitIds.length) numbers = null;
    unitNumbers.set(unitIds, numbers);
  }
  return numbers;
}

/**
 * Whether each unit (by number) has a gold answer in the review: found from the review's ids, not by looking up
 * every unit's id (an id read from a database is a new string, and each lookup would hash it); null when nothing
 * is reviewed.
 */
function reviewedUnits(
  unitIds: readonly string[],
  review: Readonly<Record<string, unknown>>,
): Uint8Array | null {
  let reviewed: Uint8Array | null = null;
  let numbers: Map<string, number> | null = null;
  for (const id in review) {
    if (!Object.hasOwn(review, id)) continue;
    if (!reviewed) {
      reviewed = new Uint8Array(unitIds.length);
      numbers = unitNumbersOf(unitIds);
    }
    if (numbers === null) {
      // An id repeats: each unit looks its own up.
      for (let u = 0; u < unitIds.length; u++)
        reviewed[u] = Object.hasOwn(review, unitIds[u] as string) ? 1 : 0;
      return reviewed;
    }
    const u = numbers.get(id);
    if (u !== undefined) reviewed[u] = 1;
  }
  return reviewed;
}

/**
 * `readAnswers` of encoded units. With a keyed reader each distinct text is decoded and read once (equal texts are
 * equal values); value ids are still given in the order the answers are met, as `readAnswers` of objects gives them.
 */
function readEncodedAnswers<T>(
  units: EncodedUnits,
  reader: AnswerReader<T>,
  review: Readonly<Record<string, unknown>>,
): AnsweredUnits<T> {
  const table = valueTable(reader);
  const idOfText = (text: string) => {
    const value = reader.read(decodeAnswer(text));
    return value === undefined ? -1 : table.idOf(value);
  };
  // Value id by text, −1 for no answer (only when equal values share an id: spans and tables are read each).
  const known = reader.key ? new Map<string, number>() : null;
  const { texts, starts: unitStarts, answerUsers: unitUsers } = units;
  const unitCount = units.unitIds.length;
  const userIndex = new Int32Array(units.userIds.length).fill(-1);
  const users: string[] = [];
  const starts = new Int32Array(unitCount + 1);
  const answerUsers = new Int32Array(units.answerUsers.length);
  const answerValues = new Int32Array(units.answerUsers.length);
  const gold = new Int32Array(unitCount);
  const sourceUnits = new Int32Array(unitCount);
  const reviewed = reviewedUnits(units.unitIds, review);
  let answered = 0;
  let count = 0;
  const valueOfAnswer = units.answerTexts
    ? numberedTexts(units.answerTexts, texts, reader.key !== undefined, idOfText)
    : (i: number): number => {
        const text = texts[i];
        if (text === null || text === undefined) return -1;
        let id = known?.get(text);
        if (id === undefined) {
          id = idOfText(text);
          known?.set(text, id);
        }
        return id;
      };
  for (let u = 0; u < unitCount; u++) {
    const first = answered;
    for (let i = unitStarts[u] as number; i < (unitStarts[u + 1] as number); i++) {
      const id = valueOfAnswer(i);
      if (id < 0) continue;
      const user = unitUsers[i] as number;
      let index = userIndex[user] as number;
      if (index < 0) {
        index = users.push(units.userIds[user] as string) - 1;
        userIndex[user] = index;
      }
      answerUsers[answered] = index;
      answerValues[answered] = id;
      answered += 1;
    }
    if (answered === first) continue;
    // The gold answer is read here, after the unit's answers, so that value ids keep the order answers are met.
    const goldValue = reviewed?.[u] ? reader.read(review[units.unitIds[u] as string]) : undefined;
    gold[count] = goldValue === undefined ? -1 : table.idOf(goldValue);
    sourceUnits[count] = u;
    count += 1;
    starts[count] = answered;
  }
  const answeredUnits = sourceUnits.slice(0, count);
  return {
    values: table.values,
    interned: reader.key !== undefined,
    users,
    // Every unit answered (the usual case): the ids as they are; otherwise those of the answered units.
    unitIds:
      count === unitCount ? units.unitIds : Array.from(answeredUnits, (u) => units.unitIds[u] as string),
    // Views of the columns filled (nothing else writes to them), not copies.
    starts: starts.subarray(0, count + 1),
    answerUsers: answerUsers.subarray(0, answered),
    answerValues: answerValues.subarray(0, answered),
    gold: gold.subarray(0, count),
    source: { unitIds: units.unitIds, units: answeredUnits },
  };
}

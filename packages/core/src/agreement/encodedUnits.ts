/**
 * A question's answers as a database reads them: already grouped by record and numbered, each value still its JSON
 * text. Reading them costs one decode per distinct text (answers repeat: a few labels, ratings and rankings among
 * hundreds of thousands of answers) instead of one per answer, and no object per record.
 */
export interface EncodedUnits {
  readonly kind: 'encoded';
  /** The id of each unit (record) by its number. */
  unitIds: readonly string[];
  /** The id of each annotator by their number. */
  userIds: readonly string[];
  /** Unit u's answers are at `starts[u]` up to (not including) `starts[u + 1]`, by ascending annotator number. */
  starts: Int32Array;
  /** The annotator number of each answer. */
  answerUsers: Int32Array;
  /**
   * The JSON text of each answer's value; null (or text that does not decode) is no answer. With `answerTexts`,
   * the distinct texts instead, which `answerTexts` numbers.
   */
  texts: readonly (string | null)[];
  /**
   * Optional: each answer's text as its number in `texts` (−1 for no answer): a reader that already knows which
   * answers are equal (a database's distinct values) saves one lookup per answer.
   */
  answerTexts?: Int32Array;
}

/**
 * Encoded units from columns of answers; `starts`, `answerUsers`, the ids may be shared by several questions'
 * units (one read of a dataset's responses), each with its own `texts`.
 *
 * @example
 * encodedUnits({ unitIds: ['r1'], userIds: ['u1', 'u2'], starts: Int32Array.of(0, 2),
 *   answerUsers: Int32Array.of(0, 1), texts: ['"pos"', '"neg"'] });
 */
export function encodedUnits(columns: Omit<EncodedUnits, 'kind'>): EncodedUnits {
  return { kind: 'encoded', ...columns };
}

/** True for encoded units (not a list of `AgreementUnit`s). */
export function isEncodedUnits(units: unknown): units is EncodedUnits {
  return (units as Partial<EncodedUnits>).kind === 'encoded';
}

/** The value of a JSON text, undefined when it does not decode. */
export function decodeAnswer(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

import type { KeyedAnswerReader } from './readAnswers';

/**
 * Readers of single-value answers. A value of the wrong type is no answer (left out), never an error: stored
 * answers of a question whose type or options changed must not stop the figures of the rest.
 */

/** A label (label and dynamic label questions): any non-empty text; labels outside the options count as themselves. */
export const labelReader: KeyedAnswerReader<string> = {
  read: (raw) => (typeof raw === 'string' && raw !== '' ? raw : undefined),
  key: (label) => label,
};

/** A rating: a finite number, the option's value, which is also its place on the scale. */
export const ratingReader: KeyedAnswerReader<number> = {
  read: (raw) => (typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined),
  key: (rating) => rating,
};

/**
 * A text answer as compared for exact match: Unicode NFC, without leading and trailing white space; case kept.
 * Trimming removes typing artefacts (a trailing newline or space) that no reader sees as a different answer;
 * NFC makes the same characters typed on different keyboards equal; case is kept because it can carry meaning
 * (gene and protein names, acronyms: "US" and "us"). Text blank after trimming is no answer.
 *
 * @example
 * textReader.read(' Paris\n'); // 'Paris'
 */
export const textReader: KeyedAnswerReader<string> = {
  read(raw) {
    if (typeof raw !== 'string') return undefined;
    const text = raw.normalize('NFC').trim();
    return text === '' ? undefined : text;
  },
  key: (text) => text,
};

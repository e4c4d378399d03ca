import type { AnswerValue } from '../model/AnswerValue';
import { CONTEXT_RELEVANT_QUESTION } from '../annotation/contextRelevant';

/** The three questions of spec 2 §7 whose answers steer a model fill-in, by name. */
export const EXTRACTION_QUESTIONS = {
  /** A selection of the document's sections that hold the data. */
  contextRelevant: CONTEXT_RELEVANT_QUESTION,
  /** A selection of where the data is read from (text, table, figure). */
  extractionSource: 'extraction-source',
  /** Free notes, offered as the prompt. */
  notes: 'notes',
} as const;

/** The option of the context-relevant question that means "none of these"; it is never sent. */
export const NOT_LISTED = 'Not listed';

/** What a fill-in sends from the record's answers. */
export interface ExtractionInputs {
  /** The section headers chosen as relevant, without 'Not listed'. */
  headers: string[];
  /** The segment types chosen as the source. */
  types: string[];
  /** The notes text, as typed. */
  notes: string;
}

function selection(value: AnswerValue | undefined): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return [];
}

/**
 * The fill-in inputs from the answers to the three questions: the context-relevant selection with 'Not
 * listed' dropped, the extraction-source selection, and the notes text. A question with no answer gives none.
 *
 * @example
 * extractionInputs({ 'context-relevant': ['Methods', 'Not listed'], 'extraction-source': 'table', notes: 'dose in mg' });
 * // { headers: ['Methods'], types: ['table'], notes: 'dose in mg' }
 */
export function extractionInputs(
  answers: Readonly<Record<string, AnswerValue | undefined>>,
  names: { contextRelevant: string; extractionSource: string; notes: string } = EXTRACTION_QUESTIONS,
): ExtractionInputs {
  const notes = answers[names.notes];
  return {
    headers: selection(answers[names.contextRelevant]).filter((header) => header !== NOT_LISTED),
    types: selection(answers[names.extractionSource]),
    notes: typeof notes === 'string' ? notes : '',
  };
}

/**
 * The prompt as sent: trimmed, and null when nothing is left (spec 2 §5).
 *
 * @example
 * modelPrompt('   '); // null
 * modelPrompt(' dose in mg '); // 'dose in mg'
 */
export function modelPrompt(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

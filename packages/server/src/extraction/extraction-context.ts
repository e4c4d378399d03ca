import type { DocumentSegmentsTable } from '../db/schema';

/** The most document text sent to the model: about 12,000 tokens, room left for the table and the answer. */
export const MAX_CONTEXT_CHARS = 48_000;

/** What the annotator chose: the sections relevant to the table and the kinds of segment to read. */
export interface ContextChoice {
  headers?: readonly string[] | null | undefined;
  types?: readonly string[] | null | undefined;
  /** Words of the table (column names, descriptions, the prompt) that rank sections when the text is too long. */
  terms: readonly string[];
  /** How many sections to keep when ranking is needed (the original's `similarity_top_k`). */
  topK: number;
}

const normalize = (text: string) => text.trim().toLowerCase();

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
}

/** How many of the table's words a section contains. */
function overlap(segment: DocumentSegmentsTable, terms: Set<string>): number {
  let score = 0;
  for (const word of words(segment.text)) if (terms.has(word)) score += 1;
  return score;
}

/**
 * The sections the model reads, in reading order: those under the chosen headers and of the chosen kinds (all
 * when a choice matches nothing), then — when their text is longer than `MAX_CONTEXT_CHARS` — the `topK` that
 * share most words with the table, cut to the limit.
 */
export function selectContext(
  segments: readonly DocumentSegmentsTable[],
  choice: ContextChoice,
): DocumentSegmentsTable[] {
  let chosen = [...segments];
  const headers = new Set((choice.headers ?? []).map(normalize));
  if (headers.size > 0) {
    const matching = chosen.filter((s) => s.header !== null && headers.has(normalize(s.header)));
    if (matching.length > 0) chosen = matching;
  }
  const types = new Set((choice.types ?? []).map(normalize));
  if (types.size > 0) {
    const matching = chosen.filter((s) => types.has(s.type));
    if (matching.length > 0) chosen = matching;
  }
  const length = chosen.reduce((sum, s) => sum + s.text.length, 0);
  if (length <= MAX_CONTEXT_CHARS) return chosen;

  const terms = new Set(choice.terms.flatMap((term) => [...words(term)]));
  const ranked = [...chosen].sort((a, b) => overlap(b, terms) - overlap(a, terms) || a.position - b.position);
  const kept: DocumentSegmentsTable[] = [];
  let budget = MAX_CONTEXT_CHARS;
  for (const segment of ranked.slice(0, choice.topK)) {
    if (budget <= 0) break;
    kept.push(segment.text.length <= budget ? segment : { ...segment, text: segment.text.slice(0, budget) });
    budget -= segment.text.length;
  }
  return kept.sort((a, b) => a.position - b.position);
}

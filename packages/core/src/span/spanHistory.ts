import type { SpanAnswerItem } from '../model/AnswerValue';
import { sameSpans } from './spanEdits';

/** Undo and redo of span edits: the states before, the current one, and the undone ones. */
export interface SpanHistory {
  past: SpanAnswerItem[][];
  present: SpanAnswerItem[];
  future: SpanAnswerItem[][];
}

/** Edits kept for undo; older ones are forgotten. */
export const SPAN_HISTORY_LIMIT = 100;

/**
 * A history starting at `present`, with nothing to undo or redo.
 *
 * @example
 * const history = createSpanHistory([]);
 */
export function createSpanHistory(present: SpanAnswerItem[]): SpanHistory {
  return { past: [], present, future: [] };
}

/**
 * Records an edit: the current spans go to the past and the redo list is dropped. An edit that changes nothing
 * is not recorded.
 *
 * @example
 * history = pushSpanHistory(history, addSpan(history.present, span, options));
 */
export function pushSpanHistory(history: SpanHistory, next: SpanAnswerItem[]): SpanHistory {
  if (sameSpans(history.present, next)) return history;
  return { past: [...history.past, history.present].slice(-SPAN_HISTORY_LIMIT), present: next, future: [] };
}

/**
 * Goes back one edit (no change when there is none).
 *
 * @example
 * history = undoSpanHistory(history);
 */
export function undoSpanHistory(history: SpanHistory): SpanHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

/**
 * Goes forward one undone edit (no change when there is none).
 *
 * @example
 * history = redoSpanHistory(history);
 */
export function redoSpanHistory(history: SpanHistory): SpanHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

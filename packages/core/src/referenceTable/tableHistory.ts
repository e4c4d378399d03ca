import type { TableCommand } from './tableCommands';
import type { TableDocument } from './tableDocument';

/**
 * One undoable step: a command on the table, or the table itself appearing or going ('Delete table' on an
 * empty table keeps the removed table so undo can bring it back).
 */
export type HistoryEntry =
  | { kind: 'command'; command: TableCommand }
  | { kind: 'table'; before: TableDocument | null; after: TableDocument | null };

/** Steps to undo (oldest first) and undone steps to redo (next first). */
export interface TableHistory {
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
}

/** Steps kept for undo; older ones are forgotten. */
export const TABLE_HISTORY_LIMIT = 200;

/** Nothing to undo or redo. */
export const EMPTY_HISTORY: TableHistory = { past: [], future: [] };

/** Records a step: it can be undone, and what was undone can no longer be redone. */
export function pushHistory(history: TableHistory, entry: HistoryEntry): TableHistory {
  return { past: [...history.past, entry].slice(-TABLE_HISTORY_LIMIT), future: [] };
}

/** The step to undo and the history after undoing it, or null when there is none. */
export function takeUndo(history: TableHistory): { entry: HistoryEntry; history: TableHistory } | null {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return { entry, history: { past: history.past.slice(0, -1), future: [entry, ...history.future] } };
}

/** The step to redo and the history after redoing it, or null when there is none. */
export function takeRedo(history: TableHistory): { entry: HistoryEntry; history: TableHistory } | null {
  const [entry, ...future] = history.future;
  if (!entry) return null;
  return { entry, history: { past: [...history.past, entry], future } };
}

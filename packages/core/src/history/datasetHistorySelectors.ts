import type { Message } from '../messages/Message';
import type { DatasetHistoryData } from './datasetHistoryState';
import { historyEntryMessage } from './historyLines';
import { historyActionKey, historyEntityKey, HISTORY_MESSAGE_KEYS } from './historyMessageKeys';
import { historyTimeAgo } from './historyTimeAgo';

/** What the page buttons of the dataset history show and may do. */
export interface DatasetHistoryPager {
  /** 1-based position of the first and last entry shown (0 and 0 when none). */
  first: number;
  last: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
}

/** The pager of the dataset history. */
export function selectDatasetHistoryPager(state: DatasetHistoryData): DatasetHistoryPager {
  const shown = state.items.length;
  return {
    first: shown === 0 ? 0 : state.offset + 1,
    last: state.offset + shown,
    total: state.total,
    canPrevious: state.offset > 0 && state.status !== 'loading',
    canNext: state.offset + state.limit < state.total && state.status !== 'loading',
  };
}

/** One row of the dataset history's table. */
export interface DatasetHistoryRow {
  id: string;
  at: string;
  ago: Message;
  /** The username, or null (show `userKey`'s text). */
  user: string | null;
  userKey: string;
  entityKey: string;
  actionKey: string;
  recordId: string | null;
  /** What happened, as the record's history says it. */
  message: Message;
}

/** The rows of the page shown, newest first. */
export function selectDatasetHistoryRows(state: DatasetHistoryData, nowMs: number): DatasetHistoryRow[] {
  return state.items.map((entry) => ({
    id: entry.id,
    at: entry.at,
    ago: historyTimeAgo(entry.at, nowMs),
    user: entry.username,
    userKey: HISTORY_MESSAGE_KEYS.someone,
    entityKey: historyEntityKey(entry.entity),
    actionKey: historyActionKey(entry.action),
    recordId: entry.record_id,
    message: historyEntryMessage(entry),
  }));
}

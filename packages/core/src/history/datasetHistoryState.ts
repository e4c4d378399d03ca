import type { DatasetHistoryFilterQuery, HistoryCsvFile } from '../api/historyCalls';
import type { ApiClient } from '../api/createApiClient';
import type { HistoryEntity } from '../api/wire/enums';
import type { WireHistoryEntry } from '../api/wire/history';
import type { Message } from '../messages/Message';

/** What the dataset history is filtered by: a user, an entity, a UTC time range (`from` inclusive, `to` not). */
export interface DatasetHistoryFilter {
  userId: string | null;
  entity: HistoryEntity | null;
  /** An ISO date or UTC date-time, as the date inputs give it. */
  from: string | null;
  to: string | null;
}

/** The state of the dataset history tab. */
export interface DatasetHistoryData {
  datasetId: string;
  filter: DatasetHistoryFilter;
  offset: number;
  limit: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: WireHistoryEntry[];
  total: number;
  error: Message | null;
  downloading: boolean;
  /** The users the pages read so far name, by username: what the user filter offers. */
  users: { id: string; username: string }[];
}

/** The intents of the dataset history tab. */
export interface DatasetHistoryIntents {
  /** Reads the current page. */
  load(): Promise<void>;
  /** Changes filters (the others stay) and reads the first page. */
  setFilter(filter: Partial<DatasetHistoryFilter>): Promise<void>;
  nextPage(): Promise<void>;
  previousPage(): Promise<void>;
  /** Downloads the whole filtered history as CSV and hands it to the session's `saveFile`. */
  downloadCsv(): Promise<void>;
  /** Late answers are dropped after it. */
  dispose(): void;
}

export type DatasetHistoryState = DatasetHistoryData & DatasetHistoryIntents;

/** Saves a downloaded file (the browser's: a link with the file's object URL; tests: a list). */
export type SaveFile = (file: HistoryCsvFile & { type: string }) => void;

/** Options of `createDatasetHistoryStore`. */
export interface DatasetHistoryStoreOptions {
  client: Pick<ApiClient, 'getDatasetHistory' | 'downloadDatasetHistoryCsv'>;
  datasetId: string;
  saveFile: SaveFile;
  /** Entries per page (default 50). */
  pageSize?: number;
}

/** No filter. */
export const NO_HISTORY_FILTER: DatasetHistoryFilter = { userId: null, entity: null, from: null, to: null };

/** The initial data of a dataset's history tab. */
export function initialDatasetHistoryData(options: DatasetHistoryStoreOptions): DatasetHistoryData {
  return {
    datasetId: options.datasetId,
    filter: NO_HISTORY_FILTER,
    offset: 0,
    limit: options.pageSize ?? 50,
    status: 'idle',
    items: [],
    total: 0,
    error: null,
    downloading: false,
    users: [],
  };
}

/** The filter as the wire's query (unset filters left out). */
export function historyFilterQuery(filter: DatasetHistoryFilter): DatasetHistoryFilterQuery {
  return {
    ...(filter.userId !== null ? { user_id: filter.userId } : {}),
    ...(filter.entity !== null ? { entity: filter.entity } : {}),
    ...(filter.from !== null ? { from: filter.from } : {}),
    ...(filter.to !== null ? { to: filter.to } : {}),
  };
}

/** `known` with the users `entries` name added, sorted by username (each once). */
export function withHistoryUsers(
  known: DatasetHistoryData['users'],
  entries: readonly WireHistoryEntry[],
): DatasetHistoryData['users'] {
  const byId = new Map(known.map((user) => [user.id, user]));
  for (const entry of entries)
    if (entry.user_id !== null && entry.username !== null && !byId.has(entry.user_id))
      byId.set(entry.user_id, { id: entry.user_id, username: entry.username });
  if (byId.size === known.length) return known;
  return [...byId.values()].sort((a, b) => a.username.localeCompare(b.username));
}

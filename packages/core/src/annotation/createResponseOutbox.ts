import type { ApiClient } from '../api/createApiClient';
import type { ResponseUpsert, WireResponse } from '../api/wire/records';
import type { KeyValueStorage } from '../session/KeyValueStorage';
import { isNetworkError, saveRecordResponse } from './saveRecordResponse';

/** A response whose request failed for a network reason, waiting to be sent again. */
export interface OutboxEntry {
  recordId: string;
  /** The caller's response to update, or null to create one. */
  responseId: string | null;
  body: ResponseUpsert;
  /** Clock time it was queued at. */
  queuedAt: number;
}

/** What one flush achieved. */
export interface OutboxFlushResult {
  sent: { recordId: string; response: WireResponse }[];
  /** Entries the server refused (not a network failure): dropped, with the reason. */
  refused: { recordId: string; error: unknown }[];
}

/** Options of {@link createResponseOutbox}. */
export interface ResponseOutboxOptions {
  client: ApiClient;
  userId: string;
  /** Where entries persist, so a reload keeps them. */
  storage: KeyValueStorage;
  storageKey: string;
}

/** Responses kept until the connection returns. */
export interface ResponseOutbox {
  entries(): OutboxEntry[];
  size(): number;
  /** Whether an answer to this record waits here. */
  has(recordId: string): boolean;
  /** Keeps an entry, replacing an older one for the same record (the newest answer wins). */
  put(entry: OutboxEntry): void;
  /** Forgets the entry of a record (e.g. its answer was cleared). */
  remove(recordId: string): void;
  /** Sends the entries in order; stops at the first network failure. One flush runs at a time. */
  flush(): Promise<OutboxFlushResult>;
  /** Calls back with the new size after every change; returns the cleanup. */
  subscribe(listener: (size: number) => void): () => void;
}

/** The storage key of one user's outbox for one dataset. */
export function outboxStorageKey(datasetId: string, userId: string): string {
  return `marginalia.outbox.${datasetId}.${userId}`;
}

function read(storage: KeyValueStorage, key: string): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    // Unreadable data cannot be sent anyway.
    return [];
  }
}

/**
 * Creates a persistent outbox of responses (beyond spec 1: no lost work). An answer whose request failed for a
 * network reason is put here and sent again by `flush`, typically when the connection returns.
 *
 * @example
 * const outbox = createResponseOutbox({ client, userId, storage, storageKey: outboxStorageKey(datasetId, userId) });
 * online.subscribe(() => online.isOnline() && void outbox.flush());
 */
export function createResponseOutbox({
  client,
  userId,
  storage,
  storageKey,
}: ResponseOutboxOptions): ResponseOutbox {
  let entries = read(storage, storageKey);
  let flushing: Promise<OutboxFlushResult> | null = null;
  const listeners = new Set<(size: number) => void>();

  const save = (next: OutboxEntry[]) => {
    entries = next;
    if (entries.length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(entries));
    listeners.forEach((listener) => listener(entries.length));
  };

  const sendAll = async (): Promise<OutboxFlushResult> => {
    const result: OutboxFlushResult = { sent: [], refused: [] };
    for (const entry of [...entries]) {
      try {
        const record = { id: entry.recordId, response: entry.responseId ? { id: entry.responseId } : null };
        const response = await saveRecordResponse(client, record, entry.body, userId);
        result.sent.push({ recordId: entry.recordId, response });
      } catch (error) {
        if (isNetworkError(error)) break;
        result.refused.push({ recordId: entry.recordId, error });
      }
      // A newer answer for the same record may have been put while this one was on its way: keep that one.
      save(entries.filter((candidate) => candidate !== entry));
    }
    return result;
  };

  return {
    entries: () => [...entries],
    size: () => entries.length,
    has: (recordId) => entries.some((entry) => entry.recordId === recordId),
    put: (entry) => save([...entries.filter((candidate) => candidate.recordId !== entry.recordId), entry]),
    remove: (recordId) => {
      if (entries.some((entry) => entry.recordId === recordId)) {
        save(entries.filter((entry) => entry.recordId !== recordId));
      }
    },
    flush: () => {
      flushing ??= sendAll().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

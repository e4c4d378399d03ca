import type { ApiClient } from '../api/createApiClient';
import type { ResponseUpsert, WireResponse } from '../api/wire/records';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import type { AfterPaint } from '../environment/afterPaint';
import { isNetworkError, saveRecordResponse } from './saveRecordResponse';
import { createSendGate } from './sendGate';

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
  /**
   * Sends the entries in order; stops at the first network failure. One flush runs at a time. An entry removed
   * or replaced while the flush runs is not sent as it was; a record in `exclusive` is left for a later flush.
   */
  flush(): Promise<OutboxFlushResult>;
  /**
   * Keeps the answer like any other entry (persisted at once, so it survives a reload) and sends it after the
   * record's earlier writes, once `afterPaint` runs (at once without it): the optimistic submit. From the call
   * the record is held (a flush leaves the entry to this send) and the answer counts as on its way (`listing`
   * waits for it). Resolves with the server's response once stored (the entry is then forgotten, unless a newer
   * answer replaced it), or with null when the request failed for a network reason (the entry stays for the next
   * flush); rejects with the server's refusal (the entry is then forgotten: the caller gives the answer back).
   */
  send(entry: OutboxEntry, afterPaint?: AfterPaint): Promise<WireResponse | null>;
  /**
   * Runs a direct write of this record's response once the flush's request for it and the record's earlier
   * direct writes (if any) have ended, and keeps the flush from sending the record meanwhile: an older queued
   * answer (a draft) then never reaches the server after a newer one (the submit) sent directly.
   */
  exclusive<T>(recordId: string, write: () => Promise<T>): Promise<T>;
  /**
   * Runs a read of the server's list once the answers on their way (sent by `send` or the flush) have been
   * answered, holding back the ones sent meanwhile: the list it reads says where every record answered here
   * stands (the record queue counts positions from it).
   */
  listing<T>(read: () => Promise<T>): Promise<T>;
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

/** The entries kept in storage, and who hears of every change. */
interface StoredEntries {
  /** The current list itself (entries are compared by identity): never mutated, replaced by `save`. */
  all(): OutboxEntry[];
  save(next: OutboxEntry[]): void;
  subscribe(listener: (size: number) => void): () => void;
}

function storedEntries(storage: KeyValueStorage, key: string): StoredEntries {
  let entries = read(storage, key);
  const listeners = new Set<(size: number) => void>();
  return {
    all: () => entries,
    save: (next) => {
      entries = next;
      if (entries.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(entries));
      listeners.forEach((listener) => listener(entries.length));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Per record, what keeps the flush and a direct write of its response apart. */
interface RecordWrites {
  /** Follows the flush's request for a record until it ends, so a direct write can wait for it. */
  track<T>(recordId: string, request: Promise<T>): Promise<T>;
  /** Whether a direct write holds the record (the flush then leaves it). */
  isHeld(recordId: string): boolean;
  /** How many direct writes of the record have begun (undefined: none). */
  writesBegun(recordId: string): number | undefined;
  exclusive<T>(recordId: string, write: () => Promise<T>): Promise<T>;
}

function recordWrites(): RecordWrites {
  // The flush's request on its way, how many direct writes hold the record, how many began, the last one begun.
  const sending = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  const written = new Map<string, number>();
  const lastWrite = new Map<string, Promise<void>>();
  return {
    track: async (recordId, request) => {
      sending.set(
        recordId,
        request.catch(() => {}),
      );
      try {
        return await request;
      } finally {
        sending.delete(recordId);
      }
    },
    isHeld: (recordId) => held.has(recordId),
    writesBegun: (recordId) => written.get(recordId),
    exclusive: async (recordId, write) => {
      held.set(recordId, (held.get(recordId) ?? 0) + 1);
      written.set(recordId, (written.get(recordId) ?? 0) + 1);
      const earlier = lastWrite.get(recordId);
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      lastWrite.set(recordId, mine);
      try {
        // Starts at once when nothing of the record is on its way (callers count on the request leaving now).
        if (earlier) await earlier;
        const inFlight = sending.get(recordId);
        if (inFlight) await inFlight;
        return await write();
      } finally {
        done();
        if (lastWrite.get(recordId) === mine) lastWrite.delete(recordId);
        const count = (held.get(recordId) ?? 1) - 1;
        if (count > 0) held.set(recordId, count);
        else held.delete(recordId);
      }
    },
  };
}

/** One flush: sends the stored entries in order, stops at the first network failure. */
async function sendStored(
  stored: StoredEntries,
  writes: RecordWrites,
  send: (entry: OutboxEntry) => Promise<WireResponse>,
): Promise<OutboxFlushResult> {
  const result: OutboxFlushResult = { sent: [], refused: [] };
  // Per record sent: how many direct writes had begun when its request left.
  const writtenBefore = new Map<string, number | undefined>();
  for (const { recordId } of [...stored.all()]) {
    // The entry as it is now: removed once its answer went through directly, replaced by a newer answer.
    const entry = stored.all().find((candidate) => candidate.recordId === recordId);
    if (!entry || writes.isHeld(recordId)) continue;
    writtenBefore.set(recordId, writes.writesBegun(recordId));
    try {
      result.sent.push({ recordId, response: await writes.track(recordId, send(entry)) });
    } catch (error) {
      if (isNetworkError(error)) break;
      result.refused.push({ recordId, error });
    }
    // A newer answer for the same record may have been put while this one was on its way: keep that one.
    stored.save(stored.all().filter((candidate) => candidate !== entry));
  }
  // A direct write that followed (a submit waiting for this draft) holds the record's newer response.
  const current = ({ recordId }: { recordId: string }) =>
    writes.writesBegun(recordId) === writtenBefore.get(recordId);
  return { sent: result.sent.filter(current), refused: result.refused };
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
  const stored = storedEntries(storage, storageKey);
  const writes = recordWrites();
  const gate = createSendGate();
  const send = (entry: OutboxEntry, ready?: Promise<void>) => {
    const record = { id: entry.recordId, response: entry.responseId ? { id: entry.responseId } : null };
    return gate.send(() => saveRecordResponse(client, record, entry.body, userId), ready);
  };
  const without = (recordId: string) => stored.all().filter((entry) => entry.recordId !== recordId);
  let flushing: Promise<OutboxFlushResult> | null = null;

  return {
    entries: () => [...stored.all()],
    size: () => stored.all().length,
    has: (recordId) => stored.all().some((entry) => entry.recordId === recordId),
    put: (entry) => stored.save([...without(entry.recordId), entry]),
    remove: (recordId) => {
      if (stored.all().some((entry) => entry.recordId === recordId)) stored.save(without(recordId));
    },
    flush: () => {
      flushing ??= sendStored(stored, writes, send).finally(() => {
        flushing = null;
      });
      return flushing;
    },
    send: (entry, afterPaint) => {
      stored.save([...without(entry.recordId), entry]);
      const painted = afterPaint && new Promise<void>((resolve) => afterPaint(resolve));
      return writes.exclusive(entry.recordId, () => sendNow(stored, entry, (kept) => send(kept, painted)));
    },
    exclusive: writes.exclusive,
    listing: gate.listing,
    subscribe: stored.subscribe,
  };
}

/** Sends one kept entry now (the record's writes are held); see `ResponseOutbox.send`. */
async function sendNow(
  stored: StoredEntries,
  entry: OutboxEntry,
  send: (entry: OutboxEntry) => Promise<WireResponse>,
): Promise<WireResponse | null> {
  // A newer answer for the same record may have been put while this one was on its way: keep that one.
  const forget = () => {
    if (stored.all().includes(entry)) stored.save(stored.all().filter((candidate) => candidate !== entry));
  };
  try {
    const response = await send(entry);
    forget();
    return response;
  } catch (error) {
    if (isNetworkError(error)) return null;
    forget();
    throw error;
  }
}

import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { WireDocument, WireSegment } from '../api/wire/documents';
import type { Timers } from '../environment/Timers';
import type { Message } from '../messages/Message';
import type { RecordDocument } from './recordDocument';

/** The calls the document store makes. */
export type DocumentClient = Pick<
  ApiClient,
  'getDocumentById' | 'getDocumentByPmid' | 'getDocumentSegmentsStatus' | 'getWorkspace'
>;

/** How often the segments are asked again while the server is still computing them. */
export const SEGMENTS_POLL_MS = 2_000;

/**
 * Where the outline stands: nothing asked, being read, `preparing` while the server's segments job still runs
 * (asked again every {@link SEGMENTS_POLL_MS}), `ready`, or `failed` when that job failed (the PDF shows, without
 * an outline).
 */
export type OutlineStatus = 'idle' | 'loading' | 'preparing' | 'ready' | 'failed';

/** Options of `createDocumentStore`. */
export interface DocumentStoreOptions {
  client: DocumentClient;
  /**
   * The workspace (by name) segments are asked in, e.g. the dataset's; when not given it is read from the
   * document's `workspace_id`.
   */
  workspaceName?: string | null;
  /** Milliseconds between reads of segments still being prepared (default {@link SEGMENTS_POLL_MS}). */
  pollMs?: number;
  /** The host's timers when not given. */
  timers?: Timers;
}

/** A record's document and its segments. */
export interface DocumentState {
  /**
   * What is shown: nothing asked, loading, the document, or a failure (the document is then cleared). While
   * `loading`, `document` is set as soon as it is found, before its segments have arrived.
   */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** What was asked for last. */
  target: RecordDocument | null;
  document: WireDocument | null;
  /** The document's sections in the server's order; empty until loaded or when it has none. */
  segments: readonly WireSegment[];
  /** Whether the segments are complete, still being prepared by the server, or could not be prepared. */
  outline: OutlineStatus;
  /** The spec's danger message of the failed fetch; null otherwise. */
  error: Message | null;
  /** Loads the document a record names (null clears); asking for the one already shown does nothing. */
  load(target: RecordDocument | null): Promise<void>;
  /** Loads the current target again. */
  reload(): Promise<void>;
  /** Stops asking for segments being prepared (the viewer is gone). */
  dispose(): void;
}

/** How the parts of the document store read and change its state. */
export interface DocumentStateAccess {
  get(): DocumentState;
  set(partial: Partial<DocumentState>): void;
}

export type DocumentStore = StoreApi<DocumentState>;

/** The state of no document: what a cleared target or a failure leaves. */
export const CLEARED_DOCUMENT = {
  document: null,
  segments: [] as readonly WireSegment[],
  outline: 'idle' as OutlineStatus,
};

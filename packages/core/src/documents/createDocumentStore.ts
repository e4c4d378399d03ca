import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { WireDocument, WireSegment } from '../api/wire/documents';
import { createMessage, type Message } from '../messages/Message';
import { DOCUMENT_MESSAGE_KEYS } from './documentMessageKeys';
import { documentWorkspaceName, fetchRecordDocument } from './fetchRecordDocument';
import type { RecordDocument } from './recordDocument';
import { sameLookup } from './sameLookup';

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

/** Options of {@link createDocumentStore}. */
export interface DocumentStoreOptions {
  client: DocumentClient;
  /**
   * The workspace (by name) segments are asked in, e.g. the dataset's; when not given it is read from the
   * document's `workspace_id`.
   */
  workspaceName?: string | null;
  /** Milliseconds between reads of segments still being prepared (default {@link SEGMENTS_POLL_MS}). */
  pollMs?: number;
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

export type DocumentStore = ReturnType<typeof createDocumentStore>;

function documentError(target: RecordDocument): Message {
  return target.lookup.by === 'pmid'
    ? createMessage(DOCUMENT_MESSAGE_KEYS.fetchByPmidFailed, { pmid: target.lookup.pmid })
    : createMessage(DOCUMENT_MESSAGE_KEYS.fetchByIdFailed, { id: target.lookup.id });
}

const cleared = { document: null, segments: [] as readonly WireSegment[], outline: 'idle' as OutlineStatus };

/**
 * The document beside a record (spec 2 §2, §7, §8): fetched by pmid or id, then its segments by reference in
 * its workspace. While the server still computes the segments (`Segments-Status: pending`) the outline is
 * `preparing` and they are asked again every 2 s until ready, then filled in. A failed fetch shows 'Error fetching document with ID {id}', 'Error fetching document with
 * pmid "{pmid}"' or 'Error fetching document segments' and clears the document. A newer `load` wins over one
 * still running.
 *
 * @example
 * const store = createDocumentStore({ client: sdk.client });
 * await store.getState().load(recordDocument(record.metadata));
 * store.getState().document?.url; // '/api/v1/file/team/pdf/…'
 */
export function createDocumentStore({ client, workspaceName, pollMs = SEGMENTS_POLL_MS }: DocumentStoreOptions) {
  return createStore<DocumentState>()((set, get) => {
    // Each load takes a ticket; an answer for an older ticket is dropped.
    let ticket = 0;
    let pollTimer: ReturnType<typeof setTimeout> | null = null;
    let disposed = false;
    const stopPolling = () => {
      if (pollTimer !== null) clearTimeout(pollTimer);
      pollTimer = null;
    };


    /** Reads the segments; while the server still prepares them, reads again later until they are ready. */
    const readSegments = async (mine: number, found: WireDocument, workspace: string, reference: string) => {
      let answer;
      try {
        answer = await client.getDocumentSegmentsStatus(workspace, reference);
      } catch {
        if (mine === ticket) {
          set({ status: 'error', error: createMessage(DOCUMENT_MESSAGE_KEYS.fetchSegmentsFailed), ...cleared });
        }
        return;
      }
      if (mine !== ticket || disposed) return;
      const outline: OutlineStatus = answer.status === 'pending' ? 'preparing' : answer.status;
      set({ status: 'ready', document: found, segments: answer.items, outline, error: null });
      if (answer.status === 'pending') {
        pollTimer = setTimeout(() => {
          pollTimer = null;
          void readSegments(mine, found, workspace, reference);
        }, pollMs);
      }
    };

    const run = async (target: RecordDocument | null) => {
      const mine = ++ticket;
      stopPolling();
      if (target === null) {
        set({ status: 'idle', target: null, error: null, ...cleared });
        return;
      }
      set({ status: 'loading', target, error: null });
      let found: WireDocument;
      try {
        found = await fetchRecordDocument(client, target);
      } catch {
        if (mine === ticket) set({ status: 'error', error: documentError(target), ...cleared });
        return;
      }
      // The document is known before its segments: the viewer opens the PDF while the outline is still asked.
      if (mine !== ticket) return;
      set({ document: found, segments: [], outline: 'loading' });
      const reference = target.reference ?? found.reference;
      if (!reference) {
        set({ status: 'ready', document: found, segments: [], outline: 'ready', error: null });
        return;
      }
      let workspace: string;
      try {
        workspace = await documentWorkspaceName(client, found, workspaceName);
      } catch {
        if (mine === ticket) {
          set({ status: 'error', error: createMessage(DOCUMENT_MESSAGE_KEYS.fetchSegmentsFailed), ...cleared });
        }
        return;
      }
      if (mine !== ticket) return;
      await readSegments(mine, found, workspace, reference);
    };

    return {
      status: 'idle',
      target: null,
      ...cleared,
      error: null,
      load: async (target) => {
        const state = get();
        const current = state.target;
        const same =
          current !== null &&
          target !== null &&
          sameLookup(current.lookup, target.lookup) &&
          current.reference === target.reference;
        if (same && state.status !== 'error') return;
        await run(target);
      },
      reload: () => run(get().target),
      dispose: () => {
        disposed = true;
        ticket += 1;
        stopPolling();
      },
    };
  });
}

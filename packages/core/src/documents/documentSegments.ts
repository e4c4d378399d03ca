import type { WireDocument } from '../api/wire/documents';
import { createMessage } from '../messages/Message';
import { DOCUMENT_MESSAGE_KEYS } from './documentMessageKeys';
import {
  CLEARED_DOCUMENT,
  type DocumentClient,
  type DocumentStateAccess,
  type OutlineStatus,
} from './documentState';

/** Reads a document's segments and asks again while the server still prepares them. */
export interface DocumentSegments {
  /** Reads the segments of `found` for load `mine`; an answer for a load no longer current is dropped. */
  read(mine: number, found: WireDocument, workspace: string, reference: string): Promise<void>;
  /** Cancels the next read of segments still being prepared. */
  stop(): void;
  /** Stops for good: no answer arriving later is shown. */
  dispose(): void;
}

/**
 * The segments part of the document store (spec 2 §8): `preparing` while the server's job runs, asked again
 * every `pollMs` until ready or failed; a failed read shows 'Error fetching document segments'. It owns the poll
 * timer; `isCurrent` says whether a load is still the latest one.
 */
export function createDocumentSegments(
  { set }: DocumentStateAccess,
  client: DocumentClient,
  pollMs: number,
  isCurrent: (mine: number) => boolean,
): DocumentSegments {
  let pollTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  const stop = () => {
    if (pollTimer !== null) clearTimeout(pollTimer);
    pollTimer = null;
  };

  const read = async (mine: number, found: WireDocument, workspace: string, reference: string) => {
    let answer;
    try {
      answer = await client.getDocumentSegmentsStatus(workspace, reference);
    } catch {
      if (isCurrent(mine)) {
        set({
          status: 'error',
          error: createMessage(DOCUMENT_MESSAGE_KEYS.fetchSegmentsFailed),
          ...CLEARED_DOCUMENT,
        });
      }
      return;
    }
    if (!isCurrent(mine) || disposed) return;
    const outline: OutlineStatus = answer.status === 'pending' ? 'preparing' : answer.status;
    set({ status: 'ready', document: found, segments: answer.items, outline, error: null });
    if (answer.status === 'pending') {
      pollTimer = setTimeout(() => {
        pollTimer = null;
        void read(mine, found, workspace, reference);
      }, pollMs);
    }
  };

  return {
    read,
    stop,
    dispose: () => {
      disposed = true;
      stop();
    },
  };
}

import type { WireDocument } from '../api/wire/documents';
import type { Timers } from '../environment/Timers';
import { createMessage } from '../messages/Message';
import { DOCUMENT_MESSAGE_KEYS } from './documentMessageKeys';
import {
  CLEARED_DOCUMENT,
  type DocumentClient,
  type DocumentStateAccess,
  type OutlineStatus,
} from './documentState';

/** How often segments still being prepared are asked again, and the timers that wait. */
export interface SegmentsPoll {
  ms: number;
  timers: Timers;
}

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
 * every `poll.ms` until ready or failed; a failed read shows 'Error fetching document segments'. It owns the poll
 * timer; `isCurrent` says whether a load is still the latest one.
 */
export function createDocumentSegments(
  { set }: DocumentStateAccess,
  client: DocumentClient,
  poll: SegmentsPoll,
  isCurrent: (mine: number) => boolean,
): DocumentSegments {
  let pollTimer: unknown = null;
  let disposed = false;
  const stop = () => {
    if (pollTimer !== null) poll.timers.clearTimeout(pollTimer);
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
      pollTimer = poll.timers.setTimeout(() => {
        pollTimer = null;
        void read(mine, found, workspace, reference);
      }, poll.ms);
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

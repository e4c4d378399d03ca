import type { WireDocument } from '../api/wire/documents';
import { createMessage, type Message } from '../messages/Message';
import { DOCUMENT_MESSAGE_KEYS } from './documentMessageKeys';
import { createDocumentSegments, type SegmentsPoll } from './documentSegments';
import { CLEARED_DOCUMENT, type DocumentClient, type DocumentStateAccess } from './documentState';
import { documentWorkspaceName, fetchRecordDocument } from './fetchRecordDocument';
import type { RecordDocument } from './recordDocument';

/** Loads one target after another; a newer load wins over one still running. */
export interface DocumentLoading {
  run(target: RecordDocument | null): Promise<void>;
  dispose(): void;
}

function documentError(target: RecordDocument): Message {
  return target.lookup.by === 'pmid'
    ? createMessage(DOCUMENT_MESSAGE_KEYS.fetchByPmidFailed, { pmid: target.lookup.pmid })
    : createMessage(DOCUMENT_MESSAGE_KEYS.fetchByIdFailed, { id: target.lookup.id });
}

/**
 * The loading part of the document store: the document by pmid or id, its workspace, then its segments
 * (`documentSegments`). Each load takes a ticket; an answer for an older ticket is dropped.
 */
export function createDocumentLoading(
  access: DocumentStateAccess,
  client: DocumentClient,
  workspaceName: string | null | undefined,
  poll: SegmentsPoll,
): DocumentLoading {
  const { set } = access;
  let ticket = 0;
  const isCurrent = (mine: number) => mine === ticket;
  const segments = createDocumentSegments(access, client, poll, isCurrent);
  const segmentsFailed = () => createMessage(DOCUMENT_MESSAGE_KEYS.fetchSegmentsFailed);

  const run = async (target: RecordDocument | null) => {
    const mine = ++ticket;
    segments.stop();
    if (target === null) {
      set({ status: 'idle', target: null, error: null, ...CLEARED_DOCUMENT });
      return;
    }
    set({ status: 'loading', target, error: null });
    let found: WireDocument;
    try {
      found = await fetchRecordDocument(client, target);
    } catch {
      if (isCurrent(mine)) set({ status: 'error', error: documentError(target), ...CLEARED_DOCUMENT });
      return;
    }
    // The document is known before its segments: the viewer opens the PDF while the outline is still asked.
    if (!isCurrent(mine)) return;
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
      if (isCurrent(mine)) set({ status: 'error', error: segmentsFailed(), ...CLEARED_DOCUMENT });
      return;
    }
    if (!isCurrent(mine)) return;
    await segments.read(mine, found, workspace, reference);
  };

  return {
    run,
    dispose: () => {
      ticket += 1;
      segments.dispose();
    },
  };
}

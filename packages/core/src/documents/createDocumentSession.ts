import type { Timers } from '../environment/Timers';
import { sessionLifecycle } from '../observer/sessionLifecycle';
import { createDocumentStore, type DocumentClient } from './createDocumentStore';
import { createDocumentViewerStore } from './createDocumentViewerStore';
import { createPageHashSync, type HashAdapter } from './createPageHashSync';
import { pageFromHash } from './pageHash';
import type { RecordDocument } from './recordDocument';
import { sameLookup } from './sameLookup';

/** Options of {@link createDocumentSession}. */
export interface DocumentSessionOptions {
  client: DocumentClient;
  /** The workspace (by name) to ask segments in; read from the document when not given. */
  workspaceName?: string | null;
  /** The URL hash: the page is read from `#page_number.{n}` and written back. Without it the page stays local. */
  hash?: HashAdapter;
  searchTerm?: string;
  outlineOpen?: boolean;
  /** For the segments' polling; the host's timers when not given. */
  timers?: Timers;
}

/**
 * The document viewer's workflow: the document store, the view store and, once started, the page-hash sync.
 * `show` opens the document a record names; a different document starts at the record's `page_number` (the
 * URL's page wins for the first one).
 *
 * @example
 * const session = createDocumentSession({ client: sdk.client, hash });
 * session.start();
 * void session.show(recordDocument(record.metadata));
 * session.dispose();
 */
export function createDocumentSession(options: DocumentSessionOptions) {
  const { client, workspaceName, hash, searchTerm, outlineOpen, timers } = options;
  const documentStore = createDocumentStore({ client, workspaceName, timers });
  const hashPage = hash ? pageFromHash(hash.read()) : null;
  const viewer = createDocumentViewerStore({ page: hashPage, searchTerm, outlineOpen });
  let shownBefore = false;

  const show = (target: RecordDocument | null) => {
    const previous = documentStore.getState().target;
    const changed = target !== null && !sameLookup(previous?.lookup ?? null, target.lookup);
    if (changed) {
      // The first document opens at the URL's page if it names one; every other at the record's page.
      const page = !shownBefore && hashPage !== null ? hashPage : target.pageNumber;
      viewer.getState().openDocument(page);
      shownBefore = true;
    }
    return documentStore.getState().load(target);
  };

  const { start, dispose } = sessionLifecycle(
    () => (hash ? createPageHashSync(viewer, hash) : () => {}),
    documentStore.getState().dispose,
  );
  return { document: documentStore, viewer, show, start, dispose };
}

export type DocumentSession = ReturnType<typeof createDocumentSession>;

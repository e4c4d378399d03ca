import type { DocumentViewerStore } from './createDocumentViewerStore';
import { hashOfPage, pageFromHash } from './pageHash';

/** The URL's hash, injected: the core never touches `window.location`. */
export interface HashAdapter {
  read(): string;
  /** Replaces the hash without a new history entry. */
  write(hash: string): void;
  /** Calls back when the hash changes from outside (a link, the address bar); returns the cleanup. */
  subscribe(onChange: () => void): () => void;
}

/**
 * Keeps the viewer's page and the URL hash `#page_number.{n}` in step: a page in the hash at start or later is
 * gone to; every page change is written back (replacing, so paging through a paper adds no history). A hash
 * that names no page is left alone until the page changes.
 *
 * @example
 * const stop = createPageHashSync(viewer, {
 *   read: () => location.hash,
 *   write: (hash) => history.replaceState(history.state, '', hash),
 *   subscribe: (on) => (addEventListener('hashchange', on), () => removeEventListener('hashchange', on)),
 * });
 */
export function createPageHashSync(viewer: DocumentViewerStore, hash: HashAdapter): () => void {
  const applyHash = () => {
    const page = pageFromHash(hash.read());
    if (page !== null && page !== viewer.getState().page) viewer.getState().goToPage(page);
  };
  applyHash();
  const stopHash = hash.subscribe(applyHash);
  const stopStore = viewer.subscribe((state, previous) => {
    if (state.page === previous.page) return;
    const next = hashOfPage(state.page);
    if (hash.read() !== next) hash.write(next);
  });
  return () => {
    stopHash();
    stopStore();
  };
}

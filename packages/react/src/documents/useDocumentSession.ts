import { createDocumentSession, type DocumentSession, type HashAdapter, type Marginalia } from '@marginalia/core';
import { useCoreSession } from '../hooks/useCoreSession';
import { useMarginalia } from '../provider/MarginaliaProvider';

/** The window's URL hash as the core's hash adapter (replacing the entry, so paging adds no history). */
const windowHash: HashAdapter = {
  read: () => window.location.hash,
  write: (hash) => window.history.replaceState(window.history.state, '', hash),
  subscribe: (onChange) => {
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  },
};

export interface DocumentSessionHookOptions {
  sdk?: Marginalia;
  workspaceName?: string | null;
  /** Reads the page from `#page_number.{n}` and writes it back (default true). */
  syncUrlHash?: boolean;
  searchTerm?: string;
  outlineOpen?: boolean;
}

/**
 * The document session of one viewer for its lifetime ({@link useCoreSession}): there from the first render,
 * disposed when it unmounts or when the client, workspace or hash syncing change. The session owns every rule;
 * the viewer only renders it.
 *
 * @example
 * const session = useDocumentSession({ syncUrlHash: true });
 */
export function useDocumentSession({
  sdk,
  workspaceName,
  syncUrlHash = true,
  searchTerm,
  outlineOpen,
}: DocumentSessionHookOptions): DocumentSession {
  const { client } = useMarginalia(sdk);
  return useCoreSession(
    () =>
      createDocumentSession({
        client,
        workspaceName,
        hash: syncUrlHash && typeof window !== 'undefined' ? windowHash : undefined,
        searchTerm,
        outlineOpen,
      }),
    // The search term and outline are initial values only: the session keeps them afterwards.
    [client, workspaceName, syncUrlHash],
  );
}

import { useMemo, type ReactNode } from 'react';
import type { Marginalia } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { lazyModule } from '../../lazy/lazyModule';
import { useLazyModule } from '../../lazy/useLazyModule';
import { useMarginalia } from '../../provider/MarginaliaProvider';
import { CommentsContext, type CommentsContextValue } from './CommentsContext';

const commentsStoreModule = lazyModule(() => import('./commentsStoreModule').then((m) => m.createCommentsStore));

export interface CommentsProviderProps {
  datasetId: string;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
  children: ReactNode;
}

/**
 * Makes the comments store of a dataset for the signed-in user (its code loads on demand) and gives it to the
 * components inside (the record headers' buttons, the comments panel); none until the user is known and the code
 * has loaded. Making the store reads nothing: the panel loads a record's thread.
 *
 * @example
 * <CommentsProvider datasetId={id}><AnnotationPanes … /></CommentsProvider>
 */
export function CommentsProvider({ datasetId, sdk, children }: CommentsProviderProps) {
  const { client, session } = useMarginalia(sdk);
  // Comments open from a record's header: their store's code loads after the page's first paint.
  const createCommentsStore = useLazyModule(commentsStoreModule, undefined, { afterPaint: true });
  const user = useStoreSelector(session, (s) => s.user);
  const id = user?.id;
  const username = user?.username;
  const role = user?.role;
  const value = useMemo<CommentsContextValue | null>(
    () =>
      createCommentsStore && id && username && role
        ? { store: createCommentsStore({ client, datasetId, user: { id, username, role } }), datasetId }
        : null,
    [createCommentsStore, client, datasetId, id, username, role],
  );
  return <CommentsContext.Provider value={value}>{children}</CommentsContext.Provider>;
}

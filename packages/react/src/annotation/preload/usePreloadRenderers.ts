import { useEffect } from 'react';
import type { AnnotationState } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { bulkViewModule } from '../bulk/bulkViewModule';
import { similarityReferenceModule } from '../similarity/similarityReferenceModule';
import type { AnnotationStore } from '../useAnnotationStore';
import { preloadRenderers } from './preloadRenderers';

/**
 * Starts loading the on-demand parts the page shows (markdown, ranking, spans, tables, custom fields, bulk mode, the similarity bar) as soon as the dataset's
 * settings and the page's mode are known, while its records are still on their way. A failed load is tried again by the part that needs it.
 */
export function usePreloadRenderers(store: AnnotationStore, hasVectors: boolean): void {
  const bulk = useStoreSelector(store.criteria, (s) => s.committed.page.mode === 'bulk');
  useEffect(() => {
    if (bulk) bulkViewModule.load().catch(() => undefined);
  }, [bulk]);
  // As soon as the settings arrive, from the store's listener, before the render that shows them (often with the
  // first record): a part's chunk is then evaluated before that render, not in the first free slot after it
  // (issue 27). The span control mounts once the first record is painted (`SpanQuestion`), so being loaded does not
  // lengthen that render.
  useEffect(() => {
    const start = (s: AnnotationState) =>
      preloadRenderers({
        // The guidelines open from a button: their markdown waits until the first record is painted.
        guidelines: s.firstLoadPainted ? (s.dataset?.guidelines ?? null) : null,
        fields: s.fields,
        questions: s.questions,
      });
    start(store.getState());
    return store.subscribe(start);
  }, [store]);
  // A dataset with vectors offers "find similar" on every record: its reference bar is ready before the first click.
  useEffect(() => {
    if (!hasVectors) return;
    const started = setTimeout(() => similarityReferenceModule.load().catch(() => undefined), 0);
    return () => clearTimeout(started);
  }, [hasVectors]);
}

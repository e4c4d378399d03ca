import { useEffect } from 'react';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { bulkViewModule } from '../bulk/bulkViewModule';
import { chatFieldModule } from '../fields/chatFieldModule';
import { imageFieldModule } from '../fields/imageFieldModule';
import { customFieldModule } from '../fields/customFieldModule';
import { markdownRenderer } from '../fields/markdownRenderer';
import { similarityReferenceModule } from '../similarity/similarityReferenceModule';
import { rankingQuestionModule } from '../questions/rankingQuestionModule';
import { spanQuestionModule } from '../questions/spanQuestionModule';
import { tableQuestionModule } from '../questions/tableQuestionModule';
import { annotationTableModule } from '../tables/annotationTables';
import { richTextTableModule } from '../../table/richText/richTextTableModule';
import type { AnnotationStore } from '../useAnnotationStore';
import { renderersNeeded } from './renderersNeeded';

/**
 * Starts loading the on-demand parts the page shows (markdown, ranking, spans, tables, custom fields, bulk mode, the similarity bar) as soon as the dataset's
 * settings and the page's mode are known, while its records are still on their way. A failed load is tried again by the part that needs it.
 */
export function usePreloadRenderers(store: AnnotationStore, hasVectors: boolean): void {
  const needed = useStoreSelector(
    store,
    (s) =>
      renderersNeeded({
        guidelines: s.dataset?.guidelines ?? null,
        fields: s.fields,
        questions: s.questions,
      }),
    shallowEqual,
  );
  const bulk = useStoreSelector(store.criteria, (s) => s.committed.page.mode === 'bulk');
  useEffect(() => {
    if (bulk) bulkViewModule.load().catch(() => undefined);
  }, [bulk]);
  useEffect(() => {
    // In a task of its own: starting the imports (their preload links) must not lengthen the render that first
    // shows the dataset, often with its first record (issue 27).
    const started = setTimeout(() => {
      if (needed.markdown) markdownRenderer.load().catch(() => undefined);
      if (needed.ranking) rankingQuestionModule.load().catch(() => undefined);
      if (needed.span) spanQuestionModule.load().catch(() => undefined);
      if (needed.referenceTable) annotationTableModule.load().catch(() => undefined);
      if (needed.tableQuestion) tableQuestionModule.load().catch(() => undefined);
      if (needed.richTextTable) richTextTableModule.load().catch(() => undefined);
      if (needed.imageField) imageFieldModule.load().catch(() => undefined);
      if (needed.chatField) chatFieldModule.load().catch(() => undefined);
      if (needed.customField) customFieldModule.load().catch(() => undefined);
    }, 0);
    return () => clearTimeout(started);
  }, [
    needed.markdown,
    needed.ranking,
    needed.span,
    needed.referenceTable,
    needed.tableQuestion,
    needed.richTextTable,
    needed.imageField,
    needed.chatField,
    needed.customField,
  ]);
  // A dataset with vectors offers "find similar" on every record: its reference bar is ready before the first click.
  useEffect(() => {
    if (!hasVectors) return;
    const started = setTimeout(() => similarityReferenceModule.load().catch(() => undefined), 0);
    return () => clearTimeout(started);
  }, [hasVectors]);
}

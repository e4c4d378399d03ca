import { useEffect } from 'react';
import type { AnnotationState } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
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
import { renderersNeeded, type RenderersNeeded } from './renderersNeeded';

/** The on-demand module of each part `renderersNeeded` names. */
const MODULES: Record<keyof RenderersNeeded, { load(): Promise<unknown> }> = {
  markdown: markdownRenderer,
  ranking: rankingQuestionModule,
  span: spanQuestionModule,
  referenceTable: annotationTableModule,
  tableQuestion: tableQuestionModule,
  richTextTable: richTextTableModule,
  imageField: imageFieldModule,
  chatField: chatFieldModule,
  customField: customFieldModule,
};

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
    const start = (s: AnnotationState) => {
      const needed = renderersNeeded({
        // The guidelines open from a button: their markdown waits until the first record is painted.
        guidelines: s.firstLoadPainted ? (s.dataset?.guidelines ?? null) : null,
        fields: s.fields,
        questions: s.questions,
      });
      for (const [part, module] of Object.entries(MODULES)) {
        if (needed[part as keyof RenderersNeeded]) module.load().catch(() => undefined);
      }
    };
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

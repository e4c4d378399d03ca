import { useEffect } from 'react';
import { whenFirstLoadPainted } from '@marginalia/core';
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
const PARTS = Object.keys(MODULES) as (keyof RenderersNeeded)[];

/**
 * Starts loading the on-demand parts the page shows (markdown, ranking, spans, tables, custom fields, bulk mode, the similarity bar) as soon as the dataset's
 * settings and the page's mode are known, while its records are still on their way. A failed load is tried again by the part that needs it.
 */
export function usePreloadRenderers(store: AnnotationStore, hasVectors: boolean): void {
  const needed = useStoreSelector(
    store,
    (s) =>
      renderersNeeded({
        // The guidelines open from a button: their markdown waits until the first record is painted (below).
        guidelines: null,
        fields: s.fields,
        questions: s.questions,
      }),
    shallowEqual,
  );
  const bulk = useStoreSelector(store.criteria, (s) => s.committed.page.mode === 'bulk');
  useEffect(
    () =>
      whenFirstLoadPainted(store, () => {
        const guidelines = store.getState().dataset?.guidelines ?? null;
        if (renderersNeeded({ guidelines, fields: [], questions: [] }).markdown)
          markdownRenderer.load().catch(() => undefined);
      }),
    [store],
  );
  useEffect(() => {
    if (bulk) bulkViewModule.load().catch(() => undefined);
  }, [bulk]);
  // The parts' names, as one string: the effect starts again only when the set of parts changes.
  const wanted = PARTS.filter((part) => needed[part]).join(',');
  useEffect(() => {
    // In a task of its own: starting the imports (their preload links) must not lengthen the render that first
    // shows the dataset, often with its first record (issue 27).
    const started = setTimeout(() => {
      for (const part of wanted.split(',').filter(Boolean) as (keyof RenderersNeeded)[]) {
        MODULES[part].load().catch(() => undefined);
      }
    }, 0);
    return () => clearTimeout(started);
  }, [wanted]);
  // A dataset with vectors offers "find similar" on every record: its reference bar is ready before the first click.
  useEffect(() => {
    if (!hasVectors) return;
    const started = setTimeout(() => similarityReferenceModule.load().catch(() => undefined), 0);
    return () => clearTimeout(started);
  }, [hasVectors]);
}

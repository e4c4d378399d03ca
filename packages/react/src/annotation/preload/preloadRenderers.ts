import { chatFieldModule } from '../fields/chatFieldModule';
import { imageFieldModule } from '../fields/imageFieldModule';
import { customFieldModule } from '../fields/customFieldModule';
import { markdownRenderer } from '../fields/markdownRenderer';
import { rankingQuestionModule } from '../questions/rankingQuestionModule';
import { spanQuestionModule } from '../questions/spanQuestionModule';
import { tableQuestionModule } from '../questions/tableQuestionModule';
import { annotationTableModule } from '../tables/annotationTables';
import { richTextTableModule } from '../../table/richText/richTextTableModule';
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
 * Starts loading the on-demand parts a dataset's settings call for (`renderersNeeded`); a part already loading or
 * loaded is not asked again, and a failed load is tried again by the part that needs it. The annotation view calls
 * it as its settings arrive (`usePreloadRenderers`); a host that prefetched them (`prefetchAnnotationView`'s
 * `settings`) can call it before the view renders, so the span editor's chunk is in by the first record's paint.
 *
 * @example
 * void prefetch.settings.then((settings) => preloadRenderers({ guidelines: null, ...settings }));
 */
export function preloadRenderers(settings: Parameters<typeof renderersNeeded>[0]): void {
  const needed = renderersNeeded(settings);
  for (const [part, module] of Object.entries(MODULES)) {
    if (needed[part as keyof RenderersNeeded]) module.load().catch(() => undefined);
  }
}

import { lazyModule } from '../../lazy/lazyModule';
import { richTextTableModule } from '../../table/richText/richTextTableModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/** The annotation view's reference table with Tabulator, loaded on demand (see `usePreloadRenderers`). */
export const annotationTableModule = lazyModule(() =>
  import('./AnnotationTable').then((module) => module.AnnotationTable),
);

/** The reference table, loaded with its grid library only when a record shows a table. */
export const LazyAnnotationTable = lazyAnnotationPart(annotationTableModule);

/** The rich-text table editor, loaded with its editor library only for `use_table` text. */
export const LazyRichTextTableEditor = lazyAnnotationPart(richTextTableModule);

import { lazyModule } from '../lazy/lazyModule';

/**
 * The reference table with Tabulator, loaded on demand: only pages that show a table (a table question, a table
 * field) download it, and the annotation page starts as soon as its dataset's settings say so.
 */
export const referenceTableModule = lazyModule(() =>
  import('./ReferenceTable').then((module) => module.ReferenceTable),
);

import { lazyModule } from '../../lazy/lazyModule';

/**
 * Bulk mode with its list virtualiser, loaded on demand: focus mode, where annotators start, never downloads it;
 * a page opened in bulk mode starts loading it at once (`usePreloadRenderers`).
 */
export const bulkViewModule = lazyModule(() => import('./BulkView').then((module) => module.BulkView));

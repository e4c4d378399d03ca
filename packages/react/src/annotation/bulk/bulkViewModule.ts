import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * Bulk mode with its list virtualiser, loaded on demand: focus mode, where annotators start, never downloads it;
 * a page opened in bulk mode starts loading it at once (`usePreloadRenderers`).
 */
export const bulkViewModule = lazyModule(() => import('./BulkView').then((module) => module.BulkView));

/** Bulk mode, rendered once its chunk has loaded. */
export const LazyBulkView = lazyAnnotationPart(bulkViewModule);

import { lazyModule } from '../lazy/lazyModule';

/**
 * The record history panel, loaded on demand: it sits below the annotation page's panels, so the page's first
 * paint does not wait for its code and texts.
 */
export const recordHistoryModule = lazyModule(() => import('./RecordHistory').then((m) => m.RecordHistory));

import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * The span control with its editor store, caret and position tracking, loaded on demand: only datasets with a
 * span question download it, and they start as soon as their settings are known (`usePreloadRenderers`).
 */
export const spanQuestionModule = lazyModule(() => import('./SpanQuestion').then((module) => module.SpanQuestion));

/** The span control, rendered once its chunk has loaded. */
export const LazySpanQuestion = lazyAnnotationPart(spanQuestionModule);

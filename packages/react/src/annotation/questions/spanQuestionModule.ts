import { lazyModule } from '../../lazy/lazyModule';

/**
 * The span control with its editor store, caret and position tracking, loaded on demand: only datasets with a
 * span question download it, and they start as soon as their settings are known (`usePreloadRenderers`).
 */
export const spanQuestionModule = lazyModule(() =>
  import('./SpanQuestionControl').then((module) => module.SpanQuestionControl),
);

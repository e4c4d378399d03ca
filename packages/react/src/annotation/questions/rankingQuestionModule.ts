import { lazyModule } from '../../lazy/lazyModule';

/**
 * The ranking control with its drag and drop library, loaded on demand: only datasets with a ranking question
 * download it, and they start as soon as their settings are known (`usePreloadRenderers`).
 */
export const rankingQuestionModule = lazyModule(() =>
  import('./RankingQuestion').then((module) => module.RankingQuestion),
);

import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * The ranking control with its drag and drop library, loaded on demand: only datasets with a ranking question
 * download it, and they start as soon as their settings are known (`usePreloadRenderers`).
 */
export const rankingQuestionModule = lazyModule(() =>
  import('./RankingQuestion').then((module) => module.RankingQuestion),
);

/** The ranking control, rendered once its chunk has loaded. */
export const LazyRankingQuestion = lazyAnnotationPart(rankingQuestionModule);

import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * The table question's control, loaded on demand with the grid it holds: only datasets with a table question
 * download it, and they start as soon as their settings are known (`usePreloadRenderers`).
 */
export const tableQuestionModule = lazyModule(() => import('./TableQuestion').then((module) => module.TableQuestion));

/** The table question's control, rendered once its chunk has loaded. */
export const LazyTableQuestion = lazyAnnotationPart(tableQuestionModule);

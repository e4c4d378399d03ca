import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * An image field (its checked address and fallback), loaded on demand: only datasets with an image field download
 * it, starting as soon as their settings are known (`usePreloadRenderers`).
 */
export const imageFieldModule = lazyModule(() => import('./ImageFieldContent').then((module) => module.ImageFieldContent));

/** An image field, rendered once its chunk has loaded. */
export const LazyImageFieldContent = lazyAnnotationPart(imageFieldModule);

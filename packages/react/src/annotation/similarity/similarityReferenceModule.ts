import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * The similarity reference bar, loaded on demand: it shows only during a similarity search, so a dataset without
 * vectors never downloads it and one with vectors starts loading it with its settings (`usePreloadRenderers`).
 */
export const similarityReferenceModule = lazyModule(() =>
  import('./SimilarityReference').then((module) => module.SimilarityReference),
);

/** The similarity reference bar, rendered once its chunk has loaded. */
export const LazySimilarityReference = lazyAnnotationPart(similarityReferenceModule);

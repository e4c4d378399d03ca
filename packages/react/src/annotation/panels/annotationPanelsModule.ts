import { lazyModule } from '../../lazy/lazyModule';

/** The progress and activity panels, loaded when first expanded (they start collapsed to a one-line footer). */
export const annotationPanelsModule = lazyModule(() => import('./AnnotationPanels').then((m) => m.AnnotationPanels));


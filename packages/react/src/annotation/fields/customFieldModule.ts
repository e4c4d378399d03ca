import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * A custom field's template engine and sandboxed frame, loaded on demand: only datasets with a custom field
 * download them, starting as soon as their settings are known (`usePreloadRenderers`).
 */
export const customFieldModule = lazyModule(() =>
  import('./CustomFieldContent').then((module) => module.CustomFieldContent),
);

/** A custom field, rendered once its chunk has loaded. */
export const LazyCustomFieldContent = lazyAnnotationPart(customFieldModule);

/**
 * The sandboxed frame for HTML text, loaded on demand: whether a text is HTML shows only in the record itself, so
 * it loads with the first HTML text (or with a dataset's custom field, whose chunk shares it).
 */
export const sandboxedHtmlModule = lazyModule(() => import('./SandboxedHtml').then((module) => module.SandboxedHtml));

/** HTML text in its sandboxed frame, rendered once its chunk has loaded. */
export const LazySandboxedHtml = lazyAnnotationPart(sandboxedHtmlModule);

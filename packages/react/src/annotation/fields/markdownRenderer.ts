import { lazyModule } from '../../lazy/lazyModule';

/**
 * `renderMarkdown` (marked + DOMPurify, about a tenth of the annotation page's code) loaded on demand: a dataset
 * without markdown never downloads it, and one with markdown starts loading it with its settings
 * (`usePreloadRenderers`).
 */
export const markdownRenderer = lazyModule(() =>
  import('./renderMarkdown').then((module) => module.renderMarkdown),
);

/** The annotation page's route. */
export const ANNOTATION_PATH = '/dataset/:id/annotation-mode';

// ANNOTATION_PATH as react-router matches it (any case, an optional trailing slash), without importing the router:
// the boot script reads it before the router's code has loaded.
const ANNOTATION_PATH_PATTERN = /^\/dataset\/([^/]+)\/annotation-mode\/?$/i;

/** The dataset of the annotation page at `pathname`, or null on any other page. */
export function annotatedDatasetAt(pathname: string): string | null {
  return ANNOTATION_PATH_PATTERN.exec(pathname)?.[1] ?? null;
}

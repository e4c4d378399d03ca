/** Where the app remembers each dataset's last annotation page (path and query), for 'back to dataset'. */
const KEY_PREFIX = 'marginalia.lastAnnotationPage.';

/** The session storage part this module needs. */
export type PageMemory = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Remembers the annotation page a person is on (its filters and page in the query), per dataset.
 *
 * @example
 * rememberAnnotationPage(sessionStorage, id, '/dataset/1/annotation-mode?_page=3');
 */
export function rememberAnnotationPage(memory: PageMemory, datasetId: string, path: string): void {
  memory.setItem(`${KEY_PREFIX}${datasetId}`, path);
}

/**
 * Where 'back to dataset' leads: the dataset's last annotation page when it is one of this dataset's, otherwise
 * its annotation page.
 *
 * @example
 * backToDatasetPath(sessionStorage, id, '/dataset/1/annotation-mode');
 */
export function backToDatasetPath(memory: PageMemory, datasetId: string, annotationPage: string): string {
  const remembered = memory.getItem(`${KEY_PREFIX}${datasetId}`);
  return remembered !== null && remembered.startsWith(annotationPage) ? remembered : annotationPage;
}

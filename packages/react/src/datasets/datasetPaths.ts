/** The annotation page of a dataset, as an app path. */
export function annotationPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/annotation-mode`;
}

/** The review page of a dataset (its reviewers' mode of the annotation page), as an app path. */
export function reviewPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/review`;
}

/** The settings page of a dataset, as an app path. */
export function datasetSettingsPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/settings`;
}

/** The history tab of a dataset's settings (issue #29), as an app path: the settings page's `tab` route state. */
export function datasetHistoryPath(datasetId: string): string {
  return `${datasetSettingsPath(datasetId)}?tab=history`;
}

/**
 * An absolute URL for an href of the app: the site origin plus the link (spec 1 §2, copy-link).
 *
 * @example
 * absoluteUrl('/dataset/1/annotation-mode', 'https://annotate.example.org'); // 'https://annotate.example.org/dataset/1/annotation-mode'
 */
export function absoluteUrl(href: string, origin: string = globalThis.location?.origin ?? ''): string {
  return new URL(href, origin || 'http://localhost').toString();
}

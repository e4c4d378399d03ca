/** The resizable panes of the annotation page whose sizes are remembered. */
export type AnnotationPane = 'record' | 'side' | 'document';

/**
 * The storage key a pane's size is remembered under, per dataset: a table-and-document dataset keeps its wide
 * record pane while a label dataset keeps its wide questions column. Stored in the view's storage, beside the
 * other preferences (record height, remapped shortcuts).
 *
 * @example
 * annotationPaneKey('ds-1', 'record'); // 'marginalia.panels.ds-1.record'
 */
export function annotationPaneKey(datasetId: string, pane: AnnotationPane): string {
  return `marginalia.panels.${datasetId}.${pane}`;
}

import type { ResponseStatus, WireResponseValues } from '../api/wire/records';

/** What happened to a record's response, as a host (e.g. a custom element) hears of it. */
export type AnnotationEventType = 'submitted' | 'discarded' | 'draft-saved';

/**
 * A response was saved, or queued for when the connection returns. `values` is what was sent: the answers
 * as `{ question: { value } }`, with the answering time under `duration` when there was any.
 */
export interface AnnotationEvent {
  type: AnnotationEventType;
  datasetId: string;
  recordId: string;
  values: WireResponseValues;
}

/** Receives the annotation store's events; an option of `createAnnotationStore` (`onEvent`). */
export type AnnotationEventListener = (event: AnnotationEvent) => void;

const TYPES: Record<ResponseStatus, AnnotationEventType> = {
  submitted: 'submitted',
  discarded: 'discarded',
  draft: 'draft-saved',
};

/**
 * The event of one saved response.
 *
 * @example
 * annotationEventOf('d1', 'r1', 'draft', { label: { value: 'pos' } });
 * // { type: 'draft-saved', datasetId: 'd1', recordId: 'r1', values: { label: { value: 'pos' } } }
 */
export function annotationEventOf(
  datasetId: string,
  recordId: string,
  status: ResponseStatus,
  values: WireResponseValues,
): AnnotationEvent {
  return { type: TYPES[status], datasetId, recordId, values };
}

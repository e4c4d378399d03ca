/** Who is signed in, as events report it. */
export interface MarginaliaUserDetail {
  id: string;
  username: string;
  role: string;
}

/** `mg-error`: a request failed; `message` is translated into the element's locale. */
export interface MarginaliaErrorDetail {
  status: number;
  /** The message key (`http.401`, …), the same in every locale. */
  key: string;
  message: string;
  /** A token provider is asked for a new token and the request is sent once more. */
  retrying: boolean;
  /**
   * `mg-annotation-view` that cannot show what it was asked for: its `dataset-id` (`key` 'errors.datasetInfo') or
   * its `record-id` (`key` 'recordNotFound') is not found.
   */
  datasetId?: string;
  recordId?: string;
}

/**
 * `mg-submitted`, `mg-discarded`, `mg-draft-saved`: what was saved for which record (the core's
 * `AnnotationEvent` without its type; spelled out so the published types need no other package).
 */
export interface AnnotationEventDetail {
  datasetId: string;
  recordId: string;
  /** The answers sent, as `{ question: { value } }`, with the answering time under `duration`. */
  values: Record<string, { value: unknown }>;
}

/** Every event of the Marginalia elements, by name; they bubble and are composed. */
export interface MarginaliaEventMap {
  'mg-ready': CustomEvent<{ user: MarginaliaUserDetail | null }>;
  'mg-error': CustomEvent<MarginaliaErrorDetail>;
  'mg-signed-in': CustomEvent<{ user: MarginaliaUserDetail }>;
  'mg-navigate': CustomEvent<{ to: string }>;
  'mg-submitted': CustomEvent<AnnotationEventDetail>;
  'mg-discarded': CustomEvent<AnnotationEventDetail>;
  'mg-draft-saved': CustomEvent<AnnotationEventDetail>;
  'mg-dataset-deleted': CustomEvent<{ datasetId: string }>;
  /** `mg-reference-table`: the table JSON after an edit (null once the table is deleted). */
  'mg-table-change': CustomEvent<{ value: unknown }>;
}

/** The `detail` of a Marginalia event. */
export type MarginaliaEventDetail<K extends keyof MarginaliaEventMap> = MarginaliaEventMap[K]['detail'];

declare global {
  // Typed `addEventListener('mg-submitted', …)` on any element.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends MarginaliaEventMap {}
}

/** What sends an element's events: the element itself (views and providers need nothing else of it). */
export interface MarginaliaEventTarget {
  emit<K extends keyof MarginaliaEventMap>(type: K, detail: MarginaliaEventDetail<K>): boolean;
}

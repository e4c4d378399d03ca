import type { PageCriteria } from '../criteria/RecordCriteria';
import type { AnnotationData } from './annotationState';

/**
 * The view's data before the first load: nothing shown, the page the criteria start on; `firstLoadPainted` when
 * nothing waits for a paint.
 */
export function initialAnnotationData(
  page: PageCriteria,
  outboxSize: number,
  firstLoadPainted: boolean,
): AnnotationData {
  return {
    status: 'idle',
    error: null,
    dataset: null,
    workspace: null,
    fields: [],
    questions: [],
    mode: page.mode,
    page: page.client.page,
    pageSize: page.client.many,
    total: 0,
    totalKnown: true,
    record: null,
    records: [],
    reference: null,
    canGoNext: false,
    canGoPrevious: false,
    answers: {},
    validity: {},
    isComplete: false,
    isModified: false,
    isTouched: false,
    pendingAction: null,
    metrics: null,
    emptyState: null,
    lastSavedAt: null,
    draftSaveStatus: null,
    savedAgo: null,
    pendingConfirmation: null,
    outboxSize,
    sentBack: null,
    firstLoadPainted,
  };
}

import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';
import type { AnnotationStatus } from '../model/AnnotationRecord';

/** A record view's status filter; `valid` is the virtual "All data" (pending, draft and submitted). */
export type RecordViewStatus = AnnotationStatus | 'valid';

/** What decides the message shown when a record view has no record. */
export interface EmptyStateContext {
  status: RecordViewStatus;
  /** Any text, metadata, response, suggestion or similarity filter is active. */
  isFiltering: boolean;
  /** Every record of the dataset is completed by the team. */
  isTaskDistributionCompleted: boolean;
  /** The dataset has no records at all. */
  isDatasetEmpty: boolean;
  isAdminOrOwner: boolean;
}

/**
 * The empty-state message of spec 1 §2, checked in this order: task distribution completed (not filtering),
 * empty dataset (admin or annotator text), no match for the filters, then per status.
 *
 * @example
 * emptyStateMessage({ status: 'draft', isFiltering: false, isTaskDistributionCompleted: false,
 *   isDatasetEmpty: false, isAdminOrOwner: false }); // { key: 'noDraftRecordsToReview' }
 */
export function emptyStateMessage(context: EmptyStateContext): Message {
  const { status } = context;
  if (!context.isFiltering && context.isTaskDistributionCompleted) {
    return { key: CORE_MESSAGE_KEYS.taskDistributionCompleted };
  }
  if (context.isDatasetEmpty) {
    return {
      key: context.isAdminOrOwner
        ? CORE_MESSAGE_KEYS.datasetEmptyForAdmin
        : CORE_MESSAGE_KEYS.datasetEmptyForAnnotator,
    };
  }
  if (context.isFiltering) return { key: CORE_MESSAGE_KEYS.noRecordsFound, params: { status } };
  if (status === 'draft') return { key: CORE_MESSAGE_KEYS.noDraftRecordsToReview };
  if (status === 'submitted') return { key: CORE_MESSAGE_KEYS.noSubmittedRecords };
  if (status === 'pending') return { key: CORE_MESSAGE_KEYS.noPendingRecordsToAnnotate };
  return { key: CORE_MESSAGE_KEYS.noRecords, params: { status } };
}

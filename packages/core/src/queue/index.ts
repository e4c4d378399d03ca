// The record queue of the annotation view: held records by page, fetching ahead, and its messages.
export type { QueuedRecord, ServerWindow } from './queuedRecords';
export {
  appendRecords,
  pageStep,
  recordsOnPage,
  hasRecordOn,
  statusesOf,
  countLeftStatus,
  bufferSize,
  shouldBuffer,
  forwardWindow,
  canGoNext,
  canGoPrevious,
  nextPagePosition,
  previousPagePosition,
} from './queuedRecords';
export type { EndOfQueueContext } from './queueMessages';
export { endOfQueueMessage } from './queueMessages';
export { recordNotFoundMessage, isRecordNotFound } from './recordNotFound';
export type { QueueContext } from './queueSearchContext';
export { searchContextFor, isFilterActive } from './queueSearchContext';
export type { RecordQueueOptions, RecordQueueState, RecordQueueStore } from './createRecordQueueStore';
export { createRecordQueueStore } from './createRecordQueueStore';

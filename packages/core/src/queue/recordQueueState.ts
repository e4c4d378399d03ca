import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { AfterPaint } from '../environment/afterPaint';
import type { ReviewFilterStatus } from '../api/wire/reviewFilterStatuses';
import type { UserRole } from '../api/wire/users';
import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import type { Message } from '../messages/Message';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { Metrics } from '../model/Metrics';
import type { IsUnsent, QueuedRecord } from './queuedRecords';
import type { QueueContext } from './queueSearchContext';

/** Options of {@link createRecordQueueStore}. */
export interface RecordQueueOptions {
  client: ApiClient;
  datasetId: string;
  /** The signed-in user: their response is the one a record shows. */
  userId: string;
  /** The committed criteria decide what the queue holds; the queue commits page resets itself. */
  criteria: RecordCriteriaStore;
  /** For the empty-dataset wording; asked with `GET /me` only when needed and not given. */
  role?: UserRole;
  /** Fallback for "the dataset is empty" when the progress call fails. */
  metrics?: () => Metrics | null;
  /**
   * The one record a scoped view shows (its client's searches find only it): an empty load then says
   * "record not found" unless the record is in the dataset and only the filters hide it.
   */
  recordId?: string;
  /**
   * Whether a record's answer still waits to be sent (the outbox): the server then still lists the record, so
   * it does not shift the server's positions though its status left the filter here.
   */
  isUnsent?: IsUnsent;
  /**
   * Runs a read of the server's list past the held records once the answers on their way (the outbox's
   * optimistic submits) are stored, holding back the ones sent meanwhile, so the positions counted from it are
   * exact (the outbox's `listing`; the read runs at once when not given).
   */
  listing?: ListingGate;
  /**
   * Given, focus mode reads its windows without counting every match and asks for the total after the first
   * record has painted (on a large dataset the count is the read that grows with it); without it every window is
   * counted.
   */
  countAfterPaint?: AfterPaint;
}

/** State and actions of the record queue. */
export interface RecordQueueState {
  /** Held records in page order. */
  records: QueuedRecord[];
  /** Records matching the criteria, counting the held ones whose status has left the filter since. */
  total: number;
  /**
   * Whether `total` is exact. False while the count of an uncounted load is on its way (`countAfterPaint`):
   * `total` is then one past the last record known, which more records follow.
   */
  totalKnown: boolean;
  /** The criteria the current page was loaded for; null before the first load. */
  loadedWith: RecordCriteria | null;
  /** The records of the loaded page: one in focus mode, up to the page size in bulk mode. */
  pageRecords: AnnotationRecord[];
  canGoNext: boolean;
  canGoPrevious: boolean;
  /** A record fetch (load or page change) runs; others are ignored meanwhile. */
  isFetching: boolean;
  /** Records are being fetched ahead. */
  isBuffering: boolean;
  /** Empty-state or end-of-queue message when the loaded page holds no record. */
  message: Message | null;
  /** The reference record of a similarity search. */
  reference: AnnotationRecord | null;
  /** Why the last load or page change failed (the criteria were then reset). */
  error: Message | null;
  /** The last record fetch failed for a reason that may pass (no answer, 5xx, 429): loading again may work. */
  failedRetryably: boolean;
  /** Increases whenever the held records are replaced by a fresh load. */
  generation: number;
  context: QueueContext | null;
  /**
   * In review-status order: the statuses with more records than one record-id filter holds, of which only the
   * first 250 are shown (`reviewSortCappedMessage`); empty otherwise.
   */
  reviewSortCapped: ReviewFilterStatus[];
  /** Questions and metadata properties, to build searches and name suggestions. */
  setContext(context: QueueContext): void;
  /** Replaces the held records with a fresh load of the committed criteria. */
  load(options?: { context?: Promise<QueueContext> }): Promise<void>;
  /** Brings the page in line with the committed criteria: pages within the held records, else loads. */
  sync(): Promise<void>;
  /** Puts an updated record (e.g. after a response was saved) in place of the held one with its id. */
  replaceRecord(record: AnnotationRecord): void;
  /** Resolves once the running fetch-ahead, if any, has finished. */
  whenBuffered(): Promise<void>;
  /** Whether the loaded page is what these criteria ask for (the server window aside). */
  isLoadedWith(criteria: RecordCriteria): boolean;
}

/** Runs a read of the server's list apart from the answers on their way (see `RecordQueueOptions.listing`). */
export type ListingGate = <T>(read: () => Promise<T>) => Promise<T>;

/** The queue store. */
export type RecordQueueStore = StoreApi<RecordQueueState>;

/** How the queue's parts read and write its state. */
export interface QueueStateAccess {
  get(): RecordQueueState;
  set(partial: Partial<RecordQueueState>): void;
}

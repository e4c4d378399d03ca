import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { ResponseStatus, WireResponseValues } from '../api/wire/records';
import type { ValidatedQuestion } from '../questions/answerValidity';
import type { Message } from '../messages/Message';
import type { AnswerValue } from '../model/AnswerValue';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { BULK_MESSAGE_KEYS } from './bulkMessageKeys';
import type { BulkProgress, BulkRecordResult } from './saveResponsesInGroups';
import type { ResponsesBulkSender } from './sendResponsesBulk';

/** Options of {@link createBulkAnnotationStore}. */
export interface BulkAnnotationOptions {
  client: ApiClient;
  datasetId: string;
  userId: string;
  /** The records of the page, their total and the criteria they were loaded with. */
  queue: RecordQueueStore;
  /** The bulk form: its questions and the answers every affected record receives. */
  form(): {
    questions: readonly ValidatedQuestion[];
    answers: Readonly<Record<string, AnswerValue | undefined>>;
  };
  /** After an action saved anything (e.g. reload the metrics). */
  onAnnotated?(): Promise<void> | void;
  /** One record's response was saved with these values (for the annotation store's `onEvent`). */
  onResponded?(recordId: string, status: ResponseStatus, values: WireResponseValues): void;
  /** How groups are sent; by default through the client (see `responsesBulkSenderFor`). */
  send?: ResponsesBulkSender;
}

/** A bulk message for the view: a key to translate and whether it is a danger or an info. */
export type BulkMessage = Message & { type: 'danger' | 'info' };

/** Asked before an action over more than 100 records. */
export interface BulkConfirmation {
  key: typeof BULK_MESSAGE_KEYS.confirm;
  params: { count: number; action: ResponseStatus };
}

/** State and actions of bulk annotation. */
export interface BulkAnnotationState {
  /** Selected records of the page, in selection order. */
  selectedIds: string[];
  isAllPageSelected: boolean;
  /** Offered when the whole page is selected, a filter is active and page size < total ≤ 1000. */
  canSelectAllResults: boolean;
  /** Select-all-results was chosen: actions affect `allResultIds`. */
  affectsAllResults: boolean;
  allResultIds: string[];
  isLoadingAllResults: boolean;
  /** How many records an action would affect. */
  affectedCount: number;
  /** At least one record is selected. */
  canAnnotate: boolean;
  /** Why the actions are disabled, when they are. */
  disabledReason: Message | null;
  /** The action running now. */
  running: ResponseStatus | null;
  progress: BulkProgress | null;
  results: BulkRecordResult[];
  message: BulkMessage | null;
  pendingConfirmation: BulkConfirmation | null;
  error: Message | null;
  /**
   * Answers a record of the page has of its own (spans drawn on its text), by record id then question name;
   * they replace the form's answers for that record. Cleared with the selection when the page changes and
   * after a successful action.
   */
  recordAnswers: Record<string, Record<string, AnswerValue | undefined>>;
  toggle(recordId: string): void;
  /** Gives one record of the page its own answer to a question (e.g. its spans) and selects the record. */
  setRecordAnswer(recordId: string, questionName: string, value: AnswerValue | undefined): void;
  selectPage(): void;
  clearSelection(): void;
  /** Loads the first 1000 records matching the criteria and lets the action affect them all. */
  selectAllResults(): Promise<void>;
  /** Gives every affected record a response with this status and the form's answers. */
  annotate(status: ResponseStatus): Promise<void>;
  /** Runs the action `pendingConfirmation` asked about. */
  confirm(): Promise<void>;
  cancelConfirmation(): void;
  dismissMessage(): void;
  /** Stops following the page. */
  dispose(): void;
}

/** The bulk annotation store (its `dispose` stops following the page). */
export type BulkAnnotationStore = StoreApi<BulkAnnotationState>;

/** How the bulk store's parts read and write its state. */
export interface BulkStateAccess {
  get(): BulkAnnotationState;
  set(partial: Partial<BulkAnnotationState>): void;
}

import type { ApiClient } from '../api/createApiClient';
import type { ResponseUpsert } from '../api/wire/records';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { AnnotationState } from './annotationState';
import type { AnswerTimer } from './createAnswerTimer';
import type { ResponseOutbox } from './createResponseOutbox';

export type Answers = Record<string, AnswerValue | undefined>;

/** What the record actions work with. */
export interface RecordActionContext {
  client: ApiClient;
  userId: string;
  now: () => number;
  timer: AnswerTimer;
  queue: RecordQueueStore;
  outbox: ResponseOutbox;
  get(): AnnotationState;
  set(partial: Partial<AnnotationState>): void;
  /** A response was saved (or queued): the updated record replaces the held one; its answers are the snapshot. */
  onSaved(record: AnnotationRecord, savedAnswers: Answers): void;
  /** The response was removed: the form starts afresh from the record. */
  onCleared(record: AnnotationRecord): void;
  /** After any response change: invalidate and reload progress and metrics. */
  afterSave(): Promise<void>;
  /** After submit or discard: the next record page. */
  advance(): Promise<void>;
  /** A response was saved or queued with this body (for the store's `onEvent`). */
  onResponded?(recordId: string, body: ResponseUpsert): void;
}

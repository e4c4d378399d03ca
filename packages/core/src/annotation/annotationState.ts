import type { ApiClient } from '../api/createApiClient';
import type { UserRole } from '../api/wire/users';
import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import type { PageMode } from '../criteria/RecordCriteria';
import type { Message } from '../messages/Message';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import type { Dataset } from '../model/Dataset';
import type { Field } from '../model/Field';
import type { Metrics } from '../model/Metrics';
import type { Question } from '../model/Question';
import type { Workspace } from '../model/Workspace';
import type { Environment } from '../environment/Environment';
import type { AnnotationEventListener } from './annotationEvents';
import type { AnswerValidity } from '../questions/answerValidity';
import type { AnnotationPrefetch } from './prefetchAnnotationView';
import type { RelativeTime } from './relativeTime';
import type { SentBackNotice } from '../review/sentBackNotice';

/**
 * Options of `createAnnotationStore`. Its environment: the clock (durations, auto-save, `lastSavedAt`), the
 * timers (the "saved … ago" refresh, the retries), the storage answers waiting for the connection persist in
 * (memory when not given), the online signal (sends them again when the connection returns) and the visibility
 * signal (pauses the answer timer while the page is hidden).
 */
export interface AnnotationStoreOptions extends Partial<Environment> {
  client: ApiClient;
  datasetId: string;
  /** The signed-in user: their response is the one edited. */
  userId: string;
  /** The user's role, for the empty-dataset message; fetched with `GET /me` only when needed and not given. */
  role?: UserRole;
  /** The record criteria to follow (e.g. kept in sync with the URL); created inside when not given. */
  criteria?: RecordCriteriaStore;
  /** Draft auto-save (default on). */
  autosave?: boolean;
  /** Hears of every response saved or queued, in focus and bulk mode (`mg-submitted`, … of the elements). */
  onEvent?: AnnotationEventListener;
  /**
   * Scopes the view to this one record (an embedder's `record-id`): whatever the status filter, only it is
   * found, and a response saved in focus mode keeps it shown instead of moving on.
   */
  recordId?: string;
  /**
   * The first reads, started before the view rendered (`prefetchAnnotationView`): the first page's search is
   * taken from it when it is the one the first load sends.
   */
  prefetch?: AnnotationPrefetch;
}

/** An action on the current record. */
export type AnnotationAction = 'submit' | 'discard' | 'draft' | 'clear';

/** The draft save indicator: 'Saving...' while saving, then 'Saved' with `savedAgo`. */
export type DraftSaveStatus = 'saving' | 'saved' | null;

/**
 * A question for the user, asked as state (never with a dialog from the core): the view renders `key` with a
 * button `actionKey`, and calls `continuePendingChange` or `closePendingChange`.
 */
export interface PendingConfirmation {
  key: 'changes_no_submit';
  /** What the button does, in the words of spec 1 §4. */
  action: 'ignore and continue';
  /** Message key of the button text. */
  actionKey: 'button.ignore_and_continue';
}

/** State and actions of the annotation view (focus mode; bulk mode adds the `bulk` store). */
export interface AnnotationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: Message | null;
  dataset: Dataset | null;
  workspace: Workspace | null;
  fields: Field[];
  questions: Question[];
  mode: PageMode;
  /** 1-based position of the first record on the page. */
  page: number;
  /** Records per page (bulk mode); focus mode shows one. */
  pageSize: number;
  /** Records matching the criteria. */
  total: number;
  /** Whether `total` is exact; false while it is counted after the first record (`total` is then a lower bound). */
  totalKnown: boolean;
  /** The record shown (focus), or the first of the page (bulk). */
  record: AnnotationRecord | null;
  /** The records of the page: one in focus mode, up to the page size in bulk mode. */
  records: AnnotationRecord[];
  /** The reference record of a similarity search. */
  reference: AnnotationRecord | null;
  canGoNext: boolean;
  canGoPrevious: boolean;
  /** Question name → current answer. */
  answers: Record<string, AnswerValue | undefined>;
  validity: Record<string, AnswerValidity>;
  /**
   * A record with questions, every required one answered validly (and no optional ranking half done). Whether
   * Submit may be sent now is `selectCanSubmit`, which also asks that no action locks the form.
   */
  isComplete: boolean;
  /** The answers differ from the record's snapshot (when it was shown or last saved). */
  isModified: boolean;
  /** A submitted record that is modified. */
  isTouched: boolean;
  /** The action running now; the others are blocked meanwhile. */
  pendingAction: AnnotationAction | null;
  metrics: Metrics | null;
  /** Shown instead of a record when the page has none. */
  emptyState: Message | null;
  /** Clock time of the last successful draft save (or of the record's draft). */
  lastSavedAt: number | null;
  draftSaveStatus: DraftSaveStatus;
  /** `lastSavedAt` relative to now, refreshed every 10 s. */
  savedAgo: RelativeTime | null;
  /** Asked before a page or filter change would drop the changes of a submitted record. */
  pendingConfirmation: PendingConfirmation | null;
  /** Answers waiting for the connection to return. */
  outboxSize: number;
  /** The reviewer's comment when the record shown was sent back to the caller (their response is a draft). */
  sentBack: SentBackNotice | null;
  /**
   * What the first load showed (a record, the empty state or the error) has been painted: the reads the first
   * record does not need (vector settings, suggestion agents, commented records) wait for it, so they do not
   * share the network and the two cores with the ones it does. True from the start without `afterPaint`.
   */
  firstLoadPainted: boolean;
  load(): Promise<void>;
  setAnswer(questionName: string, value: AnswerValue | undefined): void;
  submit(): Promise<void>;
  discard(): Promise<void>;
  saveDraft(): Promise<void>;
  /** Removes the caller's response: the record is pending again. */
  clear(): Promise<void>;
  /** Puts the answers back as they were when the record was shown or last saved. */
  reset(): void;
  next(): Promise<void>;
  previous(): Promise<void>;
  /** Applies the page or filter change `pendingConfirmation` asked about, dropping the changes. */
  continuePendingChange(): Promise<void>;
  /** Rolls the page or filter change back, keeping the changes. */
  closePendingChange(): void;
  /** Sends the answers waiting in the outbox now. */
  flushOutbox(): Promise<void>;
  /** Stops counting answer time (e.g. while the page is hidden). */
  pauseTimer(): void;
  resumeTimer(): void;
  /** Stops listening to criteria, signals and timers. */
  dispose(): void;
}

/** The state without its intents. */
export type AnnotationData = {
  [
    K in keyof AnnotationState as AnnotationState[K] extends (...args: never[]) => unknown ? never : K
  ]: AnnotationState[K];
};

/**
 * Typed access to some members of the annotation state, handed to a part instead of the whole state: it reads
 * the members `R` and writes the members `W` only, so its signature says what of the state it touches.
 */
export interface AnnotationSlice<R extends keyof AnnotationData, W extends keyof AnnotationData = never> {
  get(): Pick<AnnotationData, R>;
  set(partial: Partial<Pick<AnnotationData, W>>): void;
}

/** The members the answer form derives from the answers (`AnswerForm.withAnswers`). */
export type AnswerFormMember = 'answers' | 'validity' | 'isComplete' | 'isModified' | 'isTouched';

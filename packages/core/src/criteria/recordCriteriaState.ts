import type { StoreApi } from 'zustand/vanilla';
import type { ReviewFilterStatus } from '../api/wire/reviewFilterStatuses';
import type { WireMetadataMetrics } from '../api/wire/metadata';
import type { Timers } from '../environment/Timers';
import type { CriteriaFlags } from './criteriaFlags';
import type { FilterValueEdit } from './filterEditorViews';
import type { FilterProperty } from './metadataFilterEditor';
import type {
  CommentFilter,
  CriteriaPart,
  CriteriaSort,
  CriteriaStatus,
  MetadataFilter,
  PageCriteria,
  PageMode,
  RecordCriteria,
  ResponseFilter,
  SimilaritySearch,
  SuggestionFilter,
} from './RecordCriteria';
import type { FilterQuestion } from './responseFilterEditor';
import type { SuggestionFilterEdit } from './suggestionFilterEditor';

/** Parts whose edits are committed by themselves after a debounce. */
export type DebouncedCriteriaPart = 'sortBy' | 'metadata' | 'response' | 'suggestion';

/** Options of {@link createRecordCriteriaStore}. */
export interface RecordCriteriaStoreOptions {
  datasetId: string;
  /** Starting criteria (typically `parseCriteriaFromUrl(...)`); missing parts take their defaults. */
  initial?: Partial<RecordCriteria>;
  /** Called after every commit that changed the criteria. */
  onCommit?: (committed: RecordCriteria, previous: RecordCriteria) => void;
  /** Debounce per part in ms; 500 each by default ('sort-delay', 'metadata-filter-delay'). */
  delays?: Partial<Record<DebouncedCriteriaPart, number>>;
  timers?: Timers;
}

/** How an edit was made. */
export interface CriteriaEditOptions {
  /**
   * A change the user did not make (restored from the URL, synchronised by the app): the page is kept,
   * nothing is committed by itself, and a criteria-change event is emitted instead.
   */
  automatic?: boolean;
}

/** Emitted for automatic edits. */
export interface CriteriaChangeEvent {
  type: 'criteria-change';
  parts: CriteriaPart[];
  /** The edited, not yet committed, criteria. */
  criteria: RecordCriteria;
}

/** State and actions of the record criteria. Flags describe the committed criteria. */
export interface RecordCriteriaState extends CriteriaFlags {
  datasetId: string;
  /** What is being edited; applied by `commit`. */
  draft: RecordCriteria;
  /** What the records on screen were loaded with. */
  committed: RecordCriteria;
  /** The committed criteria before the last commit that changed them; null before the first such commit. */
  previous: RecordCriteria | null;
  /** Whether the draft differs from the committed criteria. */
  hasChanges: boolean;
  setStatus(status: CriteriaStatus, options?: CriteriaEditOptions): void;
  /** Trims the text; `field` defaults to `all`. */
  setSearchText(search: { text: string; field?: string }, options?: CriteriaEditOptions): void;
  /** Filters without any chosen term are dropped. Committed after the metadata debounce. */
  setMetadata(filters: readonly MetadataFilter[], options?: CriteriaEditOptions): void;
  /** Filters without any chosen label are dropped. Committed after the response debounce. */
  setResponse(filters: readonly ResponseFilter[], options?: CriteriaEditOptions): void;
  /** Empty configurations are dropped. Committed after the suggestion debounce. */
  setSuggestion(filters: readonly SuggestionFilter[], options?: CriteriaEditOptions): void;
  /** One edit of a property's filter from its editor (see `withMetadataFilterEdit`). */
  editMetadataFilter(property: FilterProperty, metrics: WireMetadataMetrics | null, edit: FilterValueEdit): void;
  /** One edit of a question's response filter from its editor (see `withResponseFilterEdit`). */
  editResponseFilter(question: FilterQuestion, edit: FilterValueEdit): void;
  /** One edit of a part of a question's suggestion filter (see `withSuggestionFilterEdit`). */
  editSuggestionFilter(question: FilterQuestion, edit: SuggestionFilterEdit): void;
  /** Committed after the sort debounce; removing the last sort commits the empty sort at once. */
  setSortBy(sortBy: readonly CriteriaSort[], options?: CriteriaEditOptions): void;
  /** Filters by a review status, or with null stops (docs/review-and-agreement.md); commit to apply. `reset` clears it. */
  setReviewStatus(status: ReviewFilterStatus | null, options?: CriteriaEditOptions): void;
  /** Orders by review status, or with false stops (docs/review-and-agreement.md); commit to apply. `reset` clears it. */
  setReviewSort(on: boolean, options?: CriteriaEditOptions): void;
  /** Starts (limit 50 and order most unless given) or, with null, clears the similarity search. */
  setSimilaritySearch(
    search: (Pick<SimilaritySearch, 'recordId' | 'vectorName'> & Partial<SimilaritySearch>) | null,
    options?: CriteriaEditOptions,
  ): void;
  /** Filters by comments (open ones, or mentions of the user), or with null stops; commit to apply. */
  setComments(filter: CommentFilter | null, options?: CriteriaEditOptions): void;
  /** Moves to a record position (a positive whole number). */
  goToPage(page: number): void;
  /** Bulk page size (10, 25, 50 or 100; others are ignored); back to page 1. */
  setPageSize(many: number): void;
  /** Switching between focus and bulk resets the page to 1 of 10. */
  setMode(mode: PageMode): void;
  /** The record queue's fetch window; never counts as a change and is never committed on its own. */
  setServerPage(server: PageCriteria['server']): void;
  /** Replaces the whole draft as an automatic change (e.g. read back from the URL). */
  applyCriteria(criteria: RecordCriteria): void;
  /** Applies the draft; returns whether anything changed. Cancels pending debounced commits. */
  commit(): boolean;
  /** Commits now what a debounce is waiting for (e.g. when a filter dropdown closes). */
  commitPending(): boolean;
  /** Restores the draft to the committed criteria. */
  rollback(): void;
  /**
   * Page 1 of 10 and no metadata, sort, response, suggestion or comment filters; status, search and similarity
   * stay.
   */
  reset(): void;
}

/** The criteria store plus its event channel. */
export interface RecordCriteriaStore extends StoreApi<RecordCriteriaState> {
  /** Listens to criteria-change events (emitted for automatic edits); returns the cleanup. */
  subscribeToCriteriaChange(listener: (event: CriteriaChangeEvent) => void): () => void;
  /** Cancels pending debounced commits. */
  dispose(): void;
}

/** How the criteria store's parts read and write its state. */
export interface CriteriaStateAccess {
  get(): RecordCriteriaState;
  set(partial: Partial<RecordCriteriaState>): void;
}

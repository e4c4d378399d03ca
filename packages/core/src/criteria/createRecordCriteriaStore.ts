import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  ALL_FIELDS,
  DEFAULT_PAGE_SIZE,
  METADATA_FILTER_COMMIT_DELAY_MS,
  PAGE_SIZE_OPTIONS,
  RESPONSE_FILTER_COMMIT_DELAY_MS,
  SORT_COMMIT_DELAY_MS,
  SUGGESTION_FILTER_COMMIT_DELAY_MS,
} from './criteriaConstants';
import { areCriteriaEqual, changedParts, isSamePart } from './criteriaEquality';
import { criteriaFlags, type CriteriaFlags } from './criteriaFlags';
import {
  withoutEmptyMetadataFilters,
  withoutEmptyResponseFilters,
  withoutEmptySuggestionFilters,
} from './filterActivity';
import {
  defaultRecordCriteria,
  pageAt,
  similaritySearchOf,
  type CriteriaPart,
  type CriteriaSort,
  type CriteriaStatus,
  type MetadataFilter,
  type PageCriteria,
  type PageMode,
  type RecordCriteria,
  type ResponseFilter,
  type SearchTextCriteria,
  type SimilaritySearch,
  type SuggestionFilter,
} from './RecordCriteria';

/** Parts whose edits are committed by themselves after a debounce. */
export type DebouncedCriteriaPart = 'sortBy' | 'metadata' | 'response' | 'suggestion';

/** Timer functions, injected so tests can drive time. */
export interface CriteriaTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of {@link createRecordCriteriaStore}. */
export interface RecordCriteriaStoreOptions {
  datasetId: string;
  /** Starting criteria (typically `parseCriteriaFromUrl(...)`); missing parts take their defaults. */
  initial?: Partial<RecordCriteria>;
  /** Called after every commit that changed the criteria. */
  onCommit?: (committed: RecordCriteria, previous: RecordCriteria) => void;
  /** Debounce per part in ms; 500 each by default ('sort-delay', 'metadata-filter-delay'). */
  delays?: Partial<Record<DebouncedCriteriaPart, number>>;
  timers?: CriteriaTimers;
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
  /** Committed after the sort debounce; removing the last sort commits the empty sort at once. */
  setSortBy(sortBy: readonly CriteriaSort[], options?: CriteriaEditOptions): void;
  /** Starts (limit 50 and order most unless given) or, with null, clears the similarity search. */
  setSimilaritySearch(
    search: (Pick<SimilaritySearch, 'recordId' | 'vectorName'> & Partial<SimilaritySearch>) | null,
    options?: CriteriaEditOptions,
  ): void;
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
  /** Page 1 of 10 and no metadata, sort, response or suggestion filters; status, search and similarity stay. */
  reset(): void;
}

/** The criteria store plus its event channel. */
export interface RecordCriteriaStore extends StoreApi<RecordCriteriaState> {
  /** Listens to criteria-change events (emitted for automatic edits); returns the cleanup. */
  subscribeToCriteriaChange(listener: (event: CriteriaChangeEvent) => void): () => void;
  /** Cancels pending debounced commits. */
  dispose(): void;
}

const DEFAULT_DELAYS: Record<DebouncedCriteriaPart, number> = {
  sortBy: SORT_COMMIT_DELAY_MS,
  metadata: METADATA_FILTER_COMMIT_DELAY_MS,
  response: RESPONSE_FILTER_COMMIT_DELAY_MS,
  suggestion: SUGGESTION_FILTER_COMMIT_DELAY_MS,
};

function firstPage(page: PageCriteria): PageCriteria {
  return pageAt(page.mode, 1, page.client.many);
}

/**
 * Creates the record criteria of one dataset's annotation view. Edits change `draft`; `commit` applies them.
 * A filter edit goes back to page 1 unless it is automatic; sort and filter edits commit themselves after a
 * debounce, and only when they differ from the last commit.
 *
 * @example
 * const criteria = createRecordCriteriaStore({ datasetId, initial: parseCriteriaFromUrl(url.read()), onCommit: load });
 * criteria.getState().setStatus('submitted');
 * criteria.getState().commit();
 */
export function createRecordCriteriaStore(options: RecordCriteriaStoreOptions): RecordCriteriaStore {
  // Wrapped: browsers reject timer functions called with another `this`.
  const timers: CriteriaTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const delays = { ...DEFAULT_DELAYS, ...options.delays };
  const pending = new Map<DebouncedCriteriaPart, unknown>();
  const listeners = new Set<(event: CriteriaChangeEvent) => void>();
  const initial: RecordCriteria = { ...defaultRecordCriteria(), ...options.initial };

  const cancelPending = () => {
    pending.forEach((handle) => timers.clearTimeout(handle));
    pending.clear();
  };

  const store = createStore<RecordCriteriaState>()((set, get) => {
    /** Sets draft and/or committed criteria and recomputes what derives from them. */
    const update = (next: Partial<Pick<RecordCriteriaState, 'draft' | 'committed' | 'previous'>>) => {
      const draft = next.draft ?? get().draft;
      const committed = next.committed ?? get().committed;
      set({ ...next, hasChanges: !areCriteriaEqual(draft, committed), ...criteriaFlags(committed) });
    };

    const settle = (part: DebouncedCriteriaPart) => {
      pending.delete(part);
      const { draft, committed } = get();
      if (!isSamePart(part, draft, committed)) {
        get().commit();
        return;
      }
      // The edit was undone before it settled: undo the page reset it caused, unless other edits still wait.
      if (pending.size === 0 && changedParts(draft, committed).every((changed) => changed === 'page')) {
        update({ draft: { ...draft, page: committed.page } });
      }
    };

    const schedule = (part: DebouncedCriteriaPart) => {
      if (pending.has(part)) timers.clearTimeout(pending.get(part));
      pending.set(
        part,
        timers.setTimeout(() => settle(part), delays[part]),
      );
    };

    const edit = <P extends Exclude<CriteriaPart, 'page'>>(
      part: P,
      value: RecordCriteria[P],
      { automatic = false }: CriteriaEditOptions = {},
    ) => {
      const current = get().draft;
      const draft: RecordCriteria = { ...current, [part]: value };
      if (isSamePart(part, draft, current)) return;
      if (!automatic) draft.page = firstPage(current.page);
      update({ draft });
      if (automatic) emit({ type: 'criteria-change', parts: [part], criteria: draft });
      else if (part in DEFAULT_DELAYS) schedule(part as DebouncedCriteriaPart);
    };

    const editPage = (page: PageCriteria) => update({ draft: { ...get().draft, page } });

    return {
      datasetId: options.datasetId,
      draft: initial,
      committed: initial,
      previous: null,
      hasChanges: false,
      ...criteriaFlags(initial),

      setStatus: (status, editOptions) => edit('status', status, editOptions),
      setSearchText: ({ text, field }, editOptions) => {
        const searchText: SearchTextCriteria = { text: text.trim(), field: field || ALL_FIELDS };
        edit('searchText', searchText, editOptions);
      },
      setMetadata: (filters, editOptions) =>
        edit('metadata', withoutEmptyMetadataFilters(filters), editOptions),
      setResponse: (filters, editOptions) =>
        edit('response', withoutEmptyResponseFilters(filters), editOptions),
      setSuggestion: (filters, editOptions) =>
        edit('suggestion', withoutEmptySuggestionFilters(filters), editOptions),
      setSortBy: (sortBy, editOptions) => {
        edit('sortBy', [...sortBy], editOptions);
        // Removing the last sort applies the empty sort straight away.
        if (sortBy.length === 0 && get().committed.sortBy.length > 0 && !editOptions?.automatic)
          get().commit();
      },
      setSimilaritySearch: (search, editOptions) =>
        edit('similaritySearch', search ? similaritySearchOf(search) : null, editOptions),

      goToPage: (page) => {
        if (!Number.isInteger(page) || page < 1) return;
        const { mode, client } = get().draft.page;
        editPage(pageAt(mode, page, client.many));
      },
      setPageSize: (many) => {
        if (!PAGE_SIZE_OPTIONS.includes(many)) return;
        editPage(pageAt(get().draft.page.mode, 1, many));
      },
      setMode: (mode) => {
        if (get().draft.page.mode === mode) return;
        editPage(pageAt(mode, 1, DEFAULT_PAGE_SIZE));
      },
      setServerPage: (server) => {
        const { draft, committed } = get();
        update({
          draft: { ...draft, page: { ...draft.page, server: { ...server } } },
          committed: { ...committed, page: { ...committed.page, server: { ...server } } },
        });
      },
      applyCriteria: (criteria) => {
        const parts = changedParts(get().draft, criteria);
        if (parts.length === 0) return;
        update({ draft: criteria });
        emit({ type: 'criteria-change', parts, criteria });
      },

      commit: () => {
        cancelPending();
        const { draft, committed } = get();
        if (areCriteriaEqual(draft, committed)) return false;
        update({ committed: draft, previous: committed });
        options.onCommit?.(draft, committed);
        return true;
      },
      commitPending: () => {
        if (pending.size === 0) return false;
        return get().commit();
      },
      rollback: () => {
        cancelPending();
        update({ draft: get().committed });
      },
      reset: () => {
        cancelPending();
        const draft = get().draft;
        update({
          draft: {
            ...draft,
            page: pageAt(draft.page.mode, 1, DEFAULT_PAGE_SIZE),
            metadata: [],
            sortBy: [],
            response: [],
            suggestion: [],
          },
        });
      },
    };
  });

  function emit(event: CriteriaChangeEvent) {
    listeners.forEach((listener) => listener(event));
  }

  return {
    ...store,
    subscribeToCriteriaChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: cancelPending,
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordCriteriaStore, type CriteriaChangeEvent } from './createRecordCriteriaStore';
import { defaultRecordCriteria, pageAt, type MetadataFilter, type RecordCriteria } from './RecordCriteria';
import { hostTimers } from '../environment/Timers';
import { selectCanReset } from './criteriaReset';

const split: MetadataFilter[] = [{ name: 'split', value: ['train'] }];
const sortByDate = [{ entity: 'record' as const, name: 'inserted_at', order: 'asc' as const }];

function storeOnPage(page = 5, extra: Partial<Parameters<typeof createRecordCriteriaStore>[0]> = {}) {
  const onCommit = vi.fn<(committed: RecordCriteria, previous: RecordCriteria) => void>();
  const store = createRecordCriteriaStore({
    datasetId: 'd1',
    initial: { page: pageAt('focus', page) },
    onCommit,
    ...extra,
  });
  return { store, onCommit, state: () => store.getState() };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('initial state', () => {
  it('starts from the defaults merged with the initial criteria, committed, without previous', () => {
    const { state } = storeOnPage(5);
    expect(state().datasetId).toBe('d1');
    expect(state().committed).toEqual({ ...defaultRecordCriteria(), page: pageAt('focus', 5) });
    expect(state().draft).toEqual(state().committed);
    expect(state().previous).toBeNull();
    expect(state().hasChanges).toBe(false);
    expect(state().isFiltered).toBe(false);
  });
});

describe('edit, commit and rollback', () => {
  it('keeps edits uncommitted until commit', () => {
    const { state, onCommit } = storeOnPage();
    state().setStatus('submitted');
    expect(state().draft.status).toBe('submitted');
    expect(state().committed.status).toBe('pending');
    expect(state().hasChanges).toBe(true);
    expect(state().isFilteredByStatus).toBe(false);

    expect(state().commit()).toBe(true);
    expect(state().committed.status).toBe('submitted');
    expect(state().previous?.status).toBe('pending');
    expect(state().hasChanges).toBe(false);
    expect(state().isFilteredByStatus).toBe(true);
    expect(onCommit).toHaveBeenCalledWith(state().committed, state().previous);
  });

  it('stores the previous committed criteria only when the commit changes something', () => {
    const { state, onCommit } = storeOnPage();
    state().setStatus('draft');
    state().commit();
    const previous = state().previous;
    expect(state().commit()).toBe(false);
    expect(state().previous).toBe(previous);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('rolls back to the committed criteria', () => {
    const { state } = storeOnPage();
    state().setSearchText({ text: 'hello' });
    state().rollback();
    expect(state().draft).toEqual(state().committed);
    expect(state().hasChanges).toBe(false);
  });
});

describe('filter changes and the page', () => {
  it('goes back to page 1 when a filter changes', () => {
    const { state } = storeOnPage(5);
    state().setStatus('discarded');
    expect(state().draft.page.client).toEqual({ page: 1, many: 10 });
    expect(state().draft.page.server).toEqual({ from: 1, many: 10 });
  });

  it.each([
    [
      'search',
      (s: ReturnType<typeof storeOnPage>['state']) => s().setSearchText({ text: 'x', field: 'review' }),
    ],
    [
      'similarity',
      (s: ReturnType<typeof storeOnPage>['state']) =>
        s().setSimilaritySearch({ recordId: 'r', vectorName: 'v' }),
    ],
    ['metadata', (s: ReturnType<typeof storeOnPage>['state']) => s().setMetadata(split)],
    ['sort', (s: ReturnType<typeof storeOnPage>['state']) => s().setSortBy(sortByDate)],
    [
      'response',
      (s: ReturnType<typeof storeOnPage>['state']) => s().setResponse([{ name: 'q', value: ['a'] }]),
    ],
    [
      'suggestion',
      (s: ReturnType<typeof storeOnPage>['state']) =>
        s().setSuggestion([{ question: 'q', configurations: [{ name: 'agent', value: ['a'] }] }]),
    ],
  ])('goes back to page 1 when the %s changes', (_, change) => {
    const { state } = storeOnPage(5);
    change(state);
    expect(state().draft.page.client.page).toBe(1);
  });

  it('keeps the page and emits a criteria-change event for an automatic change', () => {
    const { store, state } = storeOnPage(5);
    const events: CriteriaChangeEvent[] = [];
    const stop = store.subscribeToCriteriaChange((event) => events.push(event));
    state().setStatus('submitted', { automatic: true });
    expect(state().draft.page.client.page).toBe(5);
    expect(events).toEqual([{ type: 'criteria-change', parts: ['status'], criteria: state().draft }]);

    stop();
    state().setStatus('draft', { automatic: true });
    expect(events).toHaveLength(1);
  });

  it('does nothing when the value does not change', () => {
    const { state } = storeOnPage(5);
    state().setStatus('pending');
    state().setMetadata([{ name: 'm', value: [] }]);
    expect(state().draft.page.client.page).toBe(5);
    expect(state().hasChanges).toBe(false);
  });

  it('trims the search text and defaults its field to all', () => {
    const { state } = storeOnPage();
    state().setSearchText({ text: '  hi  ' });
    expect(state().draft.searchText).toEqual({ text: 'hi', field: 'all' });
  });

  it('starts a similarity search with limit 50 and order most, and clears it with null', () => {
    const { state } = storeOnPage();
    state().setSimilaritySearch({ recordId: 'r', vectorName: 'v' });
    expect(state().draft.similaritySearch).toEqual({
      recordId: 'r',
      vectorName: 'v',
      limit: 50,
      order: 'most',
    });
    state().commit();
    expect(state().isFilteredBySimilarity).toBe(true);
    state().setSimilaritySearch(null);
    expect(state().draft.similaritySearch).toBeNull();
  });
});

describe('debounced commits', () => {
  it('commits a metadata filter 500 ms after the last change', () => {
    const { state, onCommit } = storeOnPage();
    state().setMetadata(split);
    vi.advanceTimersByTime(300);
    state().setMetadata([{ name: 'split', value: ['train', 'test'] }]);
    vi.advanceTimersByTime(499);
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(state().committed.metadata).toEqual([{ name: 'split', value: ['train', 'test'] }]);
    expect(state().isFilteredByMetadata).toBe(true);
  });

  it.each([
    ['sort', (s: ReturnType<typeof storeOnPage>['state']) => s().setSortBy(sortByDate)],
    [
      'response',
      (s: ReturnType<typeof storeOnPage>['state']) => s().setResponse([{ name: 'q', value: ['a'] }]),
    ],
    [
      'suggestion',
      (s: ReturnType<typeof storeOnPage>['state']) =>
        s().setSuggestion([
          { question: 'q', configurations: [{ name: 'score', value: { ge: 0, le: 0.5 } }] },
        ]),
    ],
  ])('commits a %s change after 500 ms', (_, change) => {
    const { state, onCommit } = storeOnPage();
    change(state);
    vi.advanceTimersByTime(499);
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(state().hasChanges).toBe(false);
  });

  it('does not commit a change undone before the debounce, and restores the page', () => {
    const { state, onCommit } = storeOnPage(5);
    state().setMetadata(split);
    state().setMetadata([]);
    vi.advanceTimersByTime(500);
    expect(onCommit).not.toHaveBeenCalled();
    expect(state().draft.page.client.page).toBe(5);
    expect(state().hasChanges).toBe(false);
  });

  it('uses configurable delays and injected timers', () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const timers = {
      ...hostTimers,
      setTimeout: (callback: () => void, ms: number) => scheduled.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const { state, onCommit } = storeOnPage(1, { timers, delays: { sortBy: 1200, metadata: 50 } });
    state().setSortBy(sortByDate);
    state().setMetadata(split);
    expect(scheduled.map((entry) => entry.ms)).toEqual([1200, 50]);
    scheduled[1]?.callback();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(timers.clearTimeout).toHaveBeenCalled();
  });

  it('commits pending changes at once on request (dropdown closed)', () => {
    const { state, onCommit } = storeOnPage();
    expect(state().commitPending()).toBe(false);
    state().setResponse([{ name: 'q', value: ['a'] }]);
    expect(state().commitPending()).toBe(true);
    expect(onCommit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('applies the empty sort at once when the last sort is removed', () => {
    const { state, onCommit } = storeOnPage();
    state().setSortBy(sortByDate);
    state().commit();
    state().setSortBy([]);
    expect(onCommit).toHaveBeenCalledTimes(2);
    expect(state().committed.sortBy).toEqual([]);
  });

  it('does not commit automatic changes by itself', () => {
    const { state, onCommit } = storeOnPage();
    state().setMetadata(split, { automatic: true });
    vi.advanceTimersByTime(1000);
    expect(onCommit).not.toHaveBeenCalled();
    expect(state().hasChanges).toBe(true);
  });

  it('cancels pending commits on rollback, reset and dispose', () => {
    const { store, state, onCommit } = storeOnPage();
    state().setMetadata(split);
    state().rollback();
    state().setSortBy(sortByDate);
    state().reset();
    state().setResponse([{ name: 'q', value: ['a'] }]);
    store.dispose();
    vi.advanceTimersByTime(1000);
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('reset', () => {
  it('goes to page 1 of 10 and clears metadata, sort, review sort, response and suggestion, keeping status, search and similarity', () => {
    const similaritySearch = { recordId: 'r', vectorName: 'v', limit: 100, order: 'least' as const };
    const { state } = storeOnPage(1, {
      initial: {
        status: 'submitted',
        page: pageAt('bulk', 51, 50),
        searchText: { text: 'hi', field: 'all' },
        metadata: split,
        sortBy: sortByDate,
        reviewStatus: 'accepted',
        response: [{ name: 'q', value: ['a'] }],
        suggestion: [{ question: 'q', configurations: [{ name: 'agent', value: ['a'] }] }],
        similaritySearch,
        comments: 'open',
        reviewSort: true,
      },
    });
    state().reset();
    expect(state().draft).toEqual({
      status: 'submitted',
      page: pageAt('bulk', 1, 10),
      searchText: { text: 'hi', field: 'all' },
      metadata: [],
      sortBy: [],
      reviewStatus: null,
      response: [],
      suggestion: [],
      similaritySearch,
      comments: null,
      reviewSort: false,
    });
    expect(state().committed.metadata).toEqual(split);
  });
});

describe('review sort', () => {
  it('is a criterion of its own that Reset clears', () => {
    const { state } = storeOnPage(1);
    expect(selectCanReset(state())).toBe(false);
    state().setReviewSort(true);
    state().commit();
    expect(state().committed.reviewSort).toBe(true);
    expect(state().committed.sortBy).toEqual([]);
    expect(selectCanReset(state())).toBe(true);
    state().reset();
    state().commit();
    expect(state().committed.reviewSort).toBe(false);
  });
});

describe('pagination', () => {
  it('moves to a record position, ignoring invalid ones', () => {
    const { state } = storeOnPage(1);
    state().goToPage(4);
    expect(state().draft.page).toEqual(pageAt('focus', 4));
    state().goToPage(0);
    state().goToPage(2.5);
    expect(state().draft.page.client.page).toBe(4);
  });

  it('changes the bulk page size to 10, 25, 50 or 100 only, back to page 1', () => {
    const { state } = storeOnPage(1, { initial: { page: pageAt('bulk', 21, 10) } });
    state().setPageSize(25);
    expect(state().draft.page).toEqual(pageAt('bulk', 1, 25));
    state().setPageSize(30);
    expect(state().draft.page.client.many).toBe(25);
  });

  it('resets the page when switching between focus and bulk', () => {
    const { state } = storeOnPage(7);
    state().setMode('focus');
    expect(state().hasChanges).toBe(false);
    state().setMode('bulk');
    expect(state().draft.page).toEqual(pageAt('bulk', 1, 10));
    state().setPageSize(50);
    state().setMode('focus');
    expect(state().draft.page).toEqual(pageAt('focus', 1, 10));
  });

  it('sets the server window on draft and committed without counting it as a change', () => {
    const { state, onCommit } = storeOnPage(3);
    state().setServerPage({ from: 3, many: 20 });
    expect(state().draft.page.server).toEqual({ from: 3, many: 20 });
    expect(state().committed.page.server).toEqual({ from: 3, many: 20 });
    expect(state().hasChanges).toBe(false);
    expect(state().commit()).toBe(false);
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('applyCriteria', () => {
  it('replaces the draft as an automatic change, keeping its page', () => {
    const { store, state } = storeOnPage(1);
    const listener = vi.fn();
    store.subscribeToCriteriaChange(listener);
    const next: RecordCriteria = {
      ...defaultRecordCriteria(),
      status: 'draft',
      page: pageAt('bulk', 11, 10),
      metadata: split,
    };
    state().applyCriteria(next);
    expect(state().draft).toEqual(next);
    expect(listener).toHaveBeenCalledWith({
      type: 'criteria-change',
      parts: ['page', 'status', 'metadata'],
      criteria: next,
    });
    state().applyCriteria(next);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('default timers', () => {
  it('schedules through the global timer functions', () => {
    vi.useRealTimers();
    const { store, state } = storeOnPage();
    state().setMetadata(split);
    store.dispose();
    expect(state().hasChanges).toBe(true);
  });
});

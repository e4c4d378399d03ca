import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordCriteriaStore } from './createRecordCriteriaStore';
import { pageAt, type RecordCriteria } from './RecordCriteria';

const rating = {
  name: 'stars',
  type: 'rating' as const,
  options: [1, 2, 3].map((value, index) => ({ id: `stars_${index}`, value, text: String(value), description: null, color: null })),
};
const category = { name: 'category', settings: { type: 'terms' as const, values: ['books'] } };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('filter editors’ intents', () => {
  it('edit the draft, go back to page 1 and commit after the 500 ms debounce', () => {
    const onCommit = vi.fn<(committed: RecordCriteria) => void>();
    const store = createRecordCriteriaStore({ datasetId: 'd1', initial: { page: pageAt('focus', 4) }, onCommit });
    const state = () => store.getState();

    state().editResponseFilter(rating, { range: { ge: 2, le: 3 } });
    state().editSuggestionFilter(rating, { part: 'score', range: { ge: 0.3, le: 1 } });
    state().editMetadataFilter(category, null, { labels: ['books'] });
    expect(state().draft.response).toEqual([{ name: 'stars', value: { ge: 2, le: 3 } }]);
    expect(state().draft.suggestion).toEqual([
      { question: 'stars', configurations: [{ name: 'score', value: { ge: 0.3, le: 1 } }] },
    ]);
    expect(state().draft.metadata).toEqual([{ name: 'category', value: ['books'] }]);
    expect(state().draft.page.client.page).toBe(1);

    vi.advanceTimersByTime(499);
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(state().committed.response).toEqual([{ name: 'stars', value: { ge: 2, le: 3 } }]);
  });

  it('clear a filter when the edit spans the whole range', () => {
    const store = createRecordCriteriaStore({
      datasetId: 'd1',
      initial: { response: [{ name: 'stars', value: { ge: 2, le: 3 } }] },
    });
    store.getState().editResponseFilter(rating, { range: { ge: 1, le: 3 } });
    expect(store.getState().draft.response).toEqual([]);
  });
});

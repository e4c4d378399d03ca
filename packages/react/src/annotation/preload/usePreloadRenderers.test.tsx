import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnnotationStore, createApiClient, type AnnotationState } from '@marginalia/core';
import { entitiesQuestion } from '../../testing/questionFixtures';
import { markdownRenderer } from '../fields/markdownRenderer';
import { spanQuestionModule } from '../questions/spanQuestionModule';
import { usePreloadRenderers } from './usePreloadRenderers';

afterEach(() => vi.restoreAllMocks());

/** A store of a dataset whose only markdown is its guidelines, in the given state. */
function storeWith(state: Partial<AnnotationState>) {
  const store = createAnnotationStore({ client: createApiClient(), datasetId: 'd-1', userId: 'u-1' });
  store.setState(state);
  return store;
}

describe('usePreloadRenderers', () => {
  it("loads the guidelines' markdown only once the first record is painted", async () => {
    vi.useFakeTimers();
    const load = vi.spyOn(markdownRenderer, 'load').mockResolvedValue(undefined as never);
    const dataset = { guidelines: '# Read me' } as AnnotationState['dataset'];
    const store = storeWith({ dataset, firstLoadPainted: false });
    renderHook(() => usePreloadRenderers(store, false));
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    store.setState({ firstLoadPainted: true });
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('starts loading the span control as soon as the questions arrive, before the render that shows them', () => {
    const load = vi.spyOn(spanQuestionModule, 'load').mockResolvedValue(undefined as never);
    const store = storeWith({ questions: [] });
    renderHook(() => usePreloadRenderers(store, false));
    expect(load).not.toHaveBeenCalled();
    // From the store's listener: the chunk can then be evaluated before the record's render, not after it.
    store.setState({ questions: [entitiesQuestion()] });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnnotationStore, createApiClient, type AnnotationState } from '@marginalia/core';
import { markdownRenderer } from '../fields/markdownRenderer';
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
});

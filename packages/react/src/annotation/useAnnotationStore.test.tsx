import { StrictMode } from 'react';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMarginalia, type CriteriaUrlAdapter } from '@marginalia/core';
import { DATASET_ID } from '../testing/annotationFixtures';
import { viewApi } from '../testing/annotationViewApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { useAnnotationStore, type AnnotationStore } from './useAnnotationStore';

/** An address bar in memory that fails the test if it is written while a component renders. */
function memoryUrl(search: string, isRendering: () => boolean) {
  let params = new URLSearchParams(search);
  const writes: string[] = [];
  const listeners = new Set<() => void>();
  const url: CriteriaUrlAdapter = {
    read: () => params,
    write: (next) => {
      if (isRendering()) throw new Error('URL written during render');
      params = next;
      writes.push(next.toString());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { url, writes, listeners };
}

async function setup(search: string) {
  const api = viewApi();
  const sdk = createMarginalia({ fetch: api.fetch });
  await sdk.session.getState().signIn('annotator', '12345678');
  let rendering = false;
  const address = memoryUrl(search, () => rendering);
  const seen: (AnnotationStore | null)[] = [];
  function Holder() {
    rendering = true;
    const store = useAnnotationStore(DATASET_ID, { url: address.url });
    seen.push(store);
    rendering = false;
    return <p>{store ? 'store' : 'none'}</p>;
  }
  const rendered = renderWithMarginalia(
    <StrictMode>
      <Holder />
    </StrictMode>,
    { fetch: api.fetch, sdk },
  );
  return { ...rendered, ...address, seen, api };
}

describe('useAnnotationStore', () => {
  it('has the store from the first render and starts it after mount: URL sync and one load', async () => {
    const { container, seen, writes, listeners, api, unmount } = await setup(
      '?status=pending&page=1&extra=1',
    );
    expect(seen[0]).not.toBeNull();
    expect(container.textContent).toBe('store');
    await waitFor(() => expect(seen.at(-1)?.getState().status).toBe('ready'));
    // StrictMode's simulated unmount disposed the first session: one listens to back and forward.
    expect(listeners.size).toBe(1);
    const live = seen.at(-1);
    expect(live?.criteria.getState().committed.status).toBe('pending');
    expect(writes.every((write) => write.includes('extra=1'))).toBe(true);
    expect(api.callsTo('GET', `/v1/me/datasets/${DATASET_ID}/metrics`).length).toBeGreaterThan(0);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('writes a committed criteria change to the URL from the store it shows', async () => {
    const { seen, writes } = await setup('?status=pending');
    await waitFor(() => expect(seen.at(-1)?.getState().status).toBe('ready'));
    const store = seen.at(-1)!;
    const criteria = store.criteria.getState();
    criteria.applyCriteria({ ...criteria.committed, status: 'submitted' });
    store.criteria.getState().commit();
    await waitFor(() => expect(writes.at(-1)).toContain('status=submitted'));
  });
});

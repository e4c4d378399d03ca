import { describe, expect, it, vi } from 'vitest';
import type { AfterPaint } from '../environment/afterPaint';
import { createCriteriaUrlSync, type CriteriaUrlAdapter } from './createCriteriaUrlSync';
import { createRecordCriteriaStore } from './createRecordCriteriaStore';
import { parseCriteriaFromUrl } from './criteriaUrl';

/** An in-memory address bar with a history stack. */
function fakeUrl(initial: string) {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const writes: { query: string; replace: boolean }[] = [];
  const adapter: CriteriaUrlAdapter = {
    read: () => new URLSearchParams(entries[index]),
    write: (params, { replace }) => {
      writes.push({ query: params.toString(), replace });
      if (replace) entries[index] = params.toString();
      else {
        entries.splice(index + 1);
        entries.push(params.toString());
        index = entries.length - 1;
      }
    },
    subscribe: (onPopState) => {
      listeners.add(onPopState);
      return () => listeners.delete(onPopState);
    },
  };
  const go = (delta: number) => {
    index += delta;
    listeners.forEach((listener) => listener());
  };
  return { adapter, writes, go, current: () => entries[index], listeners };
}

function setUp(query: string, afterPaint?: AfterPaint, canonicalWhen?: (rewrite: () => void) => () => void) {
  const url = fakeUrl(query);
  const onCommit = vi.fn();
  const store = createRecordCriteriaStore({ datasetId: 'd', onCommit });
  const stop = createCriteriaUrlSync({ store, url: url.adapter, afterPaint, canonicalWhen });
  return { url, store, onCommit, stop, state: () => store.getState() };
}

describe('createCriteriaUrlSync', () => {
  it('applies the URL on start and rewrites it canonically in place', () => {
    const { url, state, onCommit } = setUp('status=submitted&page=3~25~x&sort=bogus');
    expect(state().committed.status).toBe('submitted');
    expect(state().committed.page.client).toEqual({ page: 3, many: 25 });
    expect(onCommit).toHaveBeenCalledTimes(1);
    // URLSearchParams writes `~` as %7E; browsers read both the same.
    expect(url.writes).toEqual([{ query: 'status=submitted&page=3%7E25', replace: true }]);
  });

  it('does not write on start when the URL is already canonical', () => {
    const { url, onCommit } = setUp('page=1&status=pending');
    expect(url.writes).toEqual([]);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('with canonicalWhen, rewrites the start address only when it says so', () => {
    let rewrite = () => {};
    const cancel = vi.fn();
    const { url, state } = setUp('status=submitted', undefined, (run) => ((rewrite = run), cancel));
    expect(state().committed.status).toBe('submitted');
    expect(url.writes).toEqual([]);
    rewrite();
    expect(url.writes).toEqual([{ query: 'status=submitted&page=1', replace: true }]);
    rewrite();
    expect(url.writes).toHaveLength(1);
  });

  it('with canonicalWhen, rewrites the start address before a commit pushes the next one', () => {
    const cancel = vi.fn();
    const { url, state } = setUp('status=submitted', undefined, () => cancel);
    state().setStatus('draft');
    state().commit();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(url.writes).toEqual([
      { query: 'status=submitted&page=1', replace: true },
      { query: 'status=draft&page=1', replace: false },
    ]);
  });

  it('with canonicalWhen, leaves the rewrite waiting through a server window change (no push)', () => {
    const painted: (() => void)[] = [];
    const afterPaint: AfterPaint = (work) => {
      painted.push(work);
      return () => painted.splice(painted.indexOf(work), 1);
    };
    let rewrite = () => {};
    const { url, state } = setUp('status=submitted', afterPaint, (run) => ((rewrite = run), () => {}));
    state().setServerPage({ from: 3, many: 10 });
    painted.splice(0).forEach((work) => work());
    expect(url.writes).toEqual([]);
    rewrite();
    expect(url.writes).toEqual([{ query: 'status=submitted&page=1', replace: true }]);
  });

  it('with canonicalWhen, drops a waiting rewrite on back/forward and when stopped', () => {
    const cancels = [vi.fn(), vi.fn()];
    const back = setUp('status=submitted', undefined, () => cancels[0]!);
    back.url.go(0);
    expect(cancels[0]).toHaveBeenCalledTimes(1);
    const stopped = setUp('status=submitted', undefined, () => cancels[1]!);
    stopped.stop();
    expect(cancels[1]).toHaveBeenCalledTimes(1);
    expect([...back.url.writes, ...stopped.url.writes]).toEqual([]);
  });

  it('pushes a history entry on every commit, keeping unrelated parameters', () => {
    const { url, state } = setUp('page=1&status=pending&workspaces=a');
    state().setMetadata([{ name: 'version', value: ['v1.2'] }]);
    state().commit();
    expect(url.writes).toEqual([
      { query: 'page=1&status=pending&workspaces=a&metadata=version.v1%252E2', replace: false },
    ]);
    expect(parseCriteriaFromUrl(url.adapter.read()).metadata).toEqual([{ name: 'version', value: ['v1.2'] }]);
  });

  it('with afterPaint, pushes once after the paint, the latest of the commits made before it', () => {
    const painted: (() => void)[] = [];
    const afterPaint: AfterPaint = (work) => {
      painted.push(work);
      return () => painted.splice(painted.indexOf(work), 1);
    };
    const { url, state } = setUp('page=1&status=pending', afterPaint);
    state().setStatus('draft');
    state().commit();
    state().setStatus('submitted');
    state().commit();
    expect(url.writes).toEqual([]);
    expect(painted).toHaveLength(1);
    painted.splice(0).forEach((work) => work());
    expect(url.writes).toEqual([{ query: 'page=1&status=submitted', replace: false }]);
  });

  it('with afterPaint, drops a waiting push on back/forward and when stopped', () => {
    const painted: (() => void)[] = [];
    const afterPaint: AfterPaint = (work) => {
      painted.push(work);
      return () => painted.splice(painted.indexOf(work), 1);
    };
    const { url, state, stop } = setUp('page=1&status=pending', afterPaint);
    state().setStatus('draft');
    state().commit();
    // Back before the paint: the address bar's entry wins, the draft view is never pushed.
    url.go(0);
    expect(state().committed.status).toBe('pending');
    painted.splice(0).forEach((work) => work());
    expect(url.writes).toEqual([]);
    state().setStatus('submitted');
    state().commit();
    stop();
    expect(painted).toEqual([]);
    expect(url.writes).toEqual([]);
  });

  it('does not write for uncommitted edits or server window changes', () => {
    const { url, state } = setUp('page=1&status=pending');
    state().setStatus('draft');
    state().setServerPage({ from: 1, many: 30 });
    expect(url.writes).toEqual([]);
  });

  it('re-reads the URL on back and forward, committing it as an automatic change without writing', () => {
    const { url, state, store, onCommit } = setUp('page=4&status=pending');
    const changes = vi.fn();
    store.subscribeToCriteriaChange(changes);
    state().setStatus('draft');
    state().commit();
    expect(url.current()).toBe('page=1&status=draft');

    url.go(-1);
    expect(state().committed.status).toBe('pending');
    expect(state().committed.page.client.page).toBe(4);
    expect(changes).toHaveBeenCalledTimes(1);
    // Start (page 4), the status commit, then back.
    expect(onCommit).toHaveBeenCalledTimes(3);

    url.go(1);
    expect(state().committed.status).toBe('draft');
    expect(url.writes).toHaveLength(1);
  });

  it('ignores a popstate that does not change the criteria', () => {
    const { url, onCommit } = setUp('page=1&status=pending');
    url.go(0);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('stops listening after cleanup', () => {
    const { url, state, stop } = setUp('page=1&status=pending');
    stop();
    expect(url.listeners.size).toBe(0);
    state().setStatus('draft');
    state().commit();
    expect(url.writes).toEqual([]);
  });
});

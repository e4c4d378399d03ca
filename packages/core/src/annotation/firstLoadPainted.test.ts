import { describe, expect, it, vi } from 'vitest';
import type { AfterPaint } from '../environment/afterPaint';
import { afterFirstLoadPainted, whenFirstLoadPainted } from './whenFirstLoadPainted';
import { settle, setupWorkflow } from './testing/setupWorkflow';

/** Frames painted by hand: `paint()` runs the work waiting for the next one. */
function manualFrames() {
  let waiting: (() => void)[] = [];
  const afterPaint: AfterPaint = (work) => {
    waiting.push(work);
    return () => void (waiting = waiting.filter((entry) => entry !== work));
  };
  const paint = () => {
    const due = waiting;
    waiting = [];
    due.forEach((work) => work());
  };
  return { afterPaint, paint };
}

describe('firstLoadPainted', () => {
  it('turns true once the first record is painted, not when it is loaded', async () => {
    const frames = manualFrames();
    const { store, state } = setupWorkflow(3, { afterPaint: frames.afterPaint });
    expect(state().firstLoadPainted).toBe(false);
    await store.getState().load();
    await settle();
    expect(state().record?.id).toBe('rec-1');
    expect(state().firstLoadPainted).toBe(false);
    frames.paint();
    expect(state().firstLoadPainted).toBe(true);
  });

  it('turns true after a failed load is painted too', async () => {
    const frames = manualFrames();
    const { store, state, server } = setupWorkflow(3, { afterPaint: frames.afterPaint });
    server.on('GET', '/api/v1/datasets/d-1', { status: 500, body: { detail: 'down' } });
    await store.getState().load();
    expect(state().status).toBe('error');
    frames.paint();
    expect(state().firstLoadPainted).toBe(true);
  });

  it('is true from the start where nothing waits for a paint', () => {
    expect(setupWorkflow(3).state().firstLoadPainted).toBe(true);
  });

  it('holds the read of a deferred query back until then, under the same key', async () => {
    const frames = manualFrames();
    const { store, server } = setupWorkflow(3, { afterPaint: frames.afterPaint });
    const read = vi.fn(async () => 'read');
    const query = afterFirstLoadPainted({ key: 'vectors:d-1', load: read }, store);
    expect(query.key).toBe('vectors:d-1');
    const answer = query.load();
    await store.getState().load();
    await settle();
    expect(read).not.toHaveBeenCalled();
    frames.paint();
    await expect(answer).resolves.toBe('read');
    expect(server.calls.length).toBeGreaterThan(0);
  });

  it('runs what waits for it once, and at once when it is painted already', () => {
    const { store } = setupWorkflow(3, { afterPaint: manualFrames().afterPaint });
    const then = vi.fn();
    const cancelled = vi.fn();
    whenFirstLoadPainted(store, then);
    whenFirstLoadPainted(store, cancelled)();
    store.setState({ firstLoadPainted: true });
    store.setState({ firstLoadPainted: true, page: 2 });
    whenFirstLoadPainted(store, then);
    expect(then).toHaveBeenCalledTimes(2);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

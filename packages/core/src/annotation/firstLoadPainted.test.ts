import { describe, expect, it } from 'vitest';
import type { AfterPaint } from '../environment/afterPaint';
import { afterFirstLoadPainted, vectorSettingsQuery } from './annotationViewQueries';
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

  it('holds a deferred query back until then (no key: nothing is read)', () => {
    const query = vectorSettingsQuery({} as never, 'd-1');
    expect(afterFirstLoadPainted(query, false).key).toBeNull();
    expect(afterFirstLoadPainted(query, true)).toBe(query);
  });
});

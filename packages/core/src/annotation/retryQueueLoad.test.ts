import { describe, expect, it } from 'vitest';
import { createFakeRecordServer, SEARCH_PATH } from '../queue/testing/createFakeRecordServer';
import { QUEUE_RETRY_MS } from './retryQueueLoad';
import { manualOnlineSignal } from '../environment/testing/manualOnlineSignal';
import { manualTimers } from '../environment/testing/manualTimers';
import { settle, setupWorkflow } from './testing/setupWorkflow';

/** A fake server whose record searches get no answer while `down` is true, or `status` when it is set. */
function restartingServer(count: number) {
  const fake = createFakeRecordServer(count);
  const control = { down: false, status: 0 };
  const original = fake.server.fetch;
  const fetch: typeof original = async (input, init) => {
    // The client asks for paths relative to its base URL.
    if (String(input).includes(SEARCH_PATH.slice(1))) {
      if (control.down) throw new TypeError('Failed to fetch');
      if (control.status)
        return new Response(JSON.stringify({ detail: 'refused' }), { status: control.status });
    }
    return original(input, init);
  };
  return {
    fake: { ...fake, client: fake.clientThrough(fetch) },
    control,
  };
}

describe('retryQueueLoad', () => {
  it('loads the records again once a server that died during a record fetch answers again', async () => {
    const { fake, control } = restartingServer(3);
    const timers = manualTimers();
    const { state, store } = setupWorkflow(3, { fake, timers, online: manualOnlineSignal(true) });
    await state().load();
    expect(state().record?.id).toBe('rec-1');

    control.down = true;
    await store.queue.getState().load();
    expect(store.queue.getState().failedRetryably).toBe(true);
    expect(store.queue.getState().records).toEqual([]);
    expect(timers.count(QUEUE_RETRY_MS)).toBe(1);

    timers.fire();
    await settle(50);
    expect(store.queue.getState().records).toEqual([]);
    expect(timers.count(QUEUE_RETRY_MS)).toBe(1);

    control.down = false;
    timers.fire();
    await settle(50);
    expect(store.queue.getState().failedRetryably).toBe(false);
    expect(state().record?.id).toBe('rec-1');
    expect(timers.count(QUEUE_RETRY_MS)).toBe(0);
    state().dispose();
  });

  it('tries again after a gateway error (502) but never after a refusal (422)', async () => {
    const { fake, control } = restartingServer(3);
    const timers = manualTimers();
    const { state, store } = setupWorkflow(3, { fake, timers });
    await state().load();

    control.status = 502;
    await store.queue.getState().load();
    expect(timers.count(QUEUE_RETRY_MS)).toBe(1);

    control.status = 422;
    timers.fire();
    await settle(50);
    expect(store.queue.getState().failedRetryably).toBe(false);
    expect(store.queue.getState().error).not.toBeNull();
    expect(timers.count(QUEUE_RETRY_MS)).toBe(0);
    state().dispose();
  });

  it('waits while the browser is offline and stops with the store', async () => {
    const { fake, control } = restartingServer(3);
    const timers = manualTimers();
    const network = manualOnlineSignal(true);
    const { state, store } = setupWorkflow(3, { fake, timers, online: network });
    const calls = fake.server.calls;
    await state().load();
    control.down = true;
    await store.queue.getState().load();
    network.set(false);
    control.down = false;
    const searches = calls.filter((call) => call.path === SEARCH_PATH).length;
    timers.fire();
    await settle(50);
    expect(calls.filter((call) => call.path === SEARCH_PATH)).toHaveLength(searches);
    expect(store.queue.getState().failedRetryably).toBe(true);
    state().dispose();
    expect(timers.count(QUEUE_RETRY_MS)).toBe(0);
  });
});

describe('retryQueueLoad after a failed page change', () => {
  // Found by the crash drill: the next page's fetch failed while the server restarted; the reset to page 1 kept
  // the held records, so the view showed the records just answered again (and the drill answered the same ten
  // records over and over) instead of fetching the pending ones once the server was back.
  it('fetches page 1 afresh once the server answers, instead of showing the records answered meanwhile', async () => {
    const { fake, control } = restartingServer(30);
    const timers = manualTimers();
    const { state, store } = setupWorkflow(30, { fake, timers, online: manualOnlineSignal(true) });
    await state().load();
    control.down = true;
    for (let n = 1; n <= 10; n++) {
      expect(state().record?.id).toBe(`rec-${n}`);
      state().setAnswer('sentiment', 'positive');
      await state().submit();
    }
    expect(store.queue.getState().failedRetryably).toBe(true);
    expect(state().record).toBeNull();
    control.down = false;
    timers.fire();
    await settle(50);
    expect(state().page).toBe(1);
    expect(state().record?.id).toBe('rec-11');
    expect(state().record?.status).toBe('pending');
    state().dispose();
  });
});

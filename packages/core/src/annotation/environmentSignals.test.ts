import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { defaultIntervalTimers, onlineSignalOf, visibilitySignalOf } from './environmentSignals';
import { settle, setupWorkflow } from './testing/setupWorkflow';

describe('defaultIntervalTimers', () => {
  it('uses the host interval functions', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const handle = defaultIntervalTimers.setInterval(tick, 10_000);
    vi.advanceTimersByTime(20_000);
    defaultIntervalTimers.clearInterval(handle);
    vi.advanceTimersByTime(20_000);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

/** A browser window as far as the online signal sees it: `navigator.onLine` and the online / offline events. */
function fakeWindow(onLine: boolean) {
  const events = new EventTarget();
  const navigator = { onLine };
  return {
    navigator,
    addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => events.removeEventListener(type, listener),
    go(online: boolean) {
      navigator.onLine = online;
      events.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
}

describe('onlineSignalOf', () => {
  it('reads navigator.onLine and calls back on online and offline events until cleaned up', () => {
    const window = fakeWindow(false);
    const signal = onlineSignalOf(window);
    const seen: boolean[] = [];
    const stop = signal.subscribe(() => seen.push(signal.isOnline()));
    expect(signal.isOnline()).toBe(false);
    window.go(true);
    window.go(false);
    stop();
    window.go(true);
    expect(seen).toEqual([true, false]);
  });

  it('counts a host without navigator as online', () => {
    expect(onlineSignalOf({ addEventListener() {}, removeEventListener() {} }).isOnline()).toBe(true);
  });

  it('sends an answer submitted offline as soon as the window reports the connection back, without a reload', async () => {
    const fake = createFakeRecordServer(3);
    let offline = false;
    const fetch: typeof fake.server.fetch = async (input, init) => {
      if (offline && String(input).includes('/responses')) throw new TypeError('Failed to fetch');
      return fake.server.fetch(input, init);
    };
    const client = createApiClient({ fetch, getCredentials: () => ({ token: 'jwt' }) });
    const window = fakeWindow(true);
    const { state, responses } = setupWorkflow(3, {
      fake: { ...fake, client },
      online: onlineSignalOf(window),
    });
    await state().load();
    offline = true;
    window.go(false);
    state().setAnswer('sentiment', 'positive');
    await state().submit();
    expect(state().outboxSize).toBe(1);
    expect(responses.has('rec-1')).toBe(false);

    offline = false;
    window.go(true);
    await settle(50);
    expect(state().outboxSize).toBe(0);
    expect(responses.get('rec-1')).toMatchObject({
      status: 'submitted',
      values: { sentiment: { value: 'positive' } },
    });
    state().dispose();
  });
});

describe('visibilitySignalOf', () => {
  it('reads document.hidden and calls back on visibilitychange until cleaned up', () => {
    const events = new EventTarget();
    const doc = {
      hidden: false,
      addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
      removeEventListener: (type: string, listener: () => void) => events.removeEventListener(type, listener),
    };
    const signal = visibilitySignalOf(doc);
    const seen: boolean[] = [];
    const stop = signal.subscribe(() => seen.push(signal.isHidden()));
    doc.hidden = true;
    events.dispatchEvent(new Event('visibilitychange'));
    stop();
    doc.hidden = false;
    events.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([true]);
  });
});

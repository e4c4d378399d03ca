import { describe, expect, it, vi } from 'vitest';
import { browserEnvironment } from './browserEnvironment';
import { alwaysOnline, neverHidden, onlineSignalOf, visibilitySignalOf } from './environmentSignals';
import { hostTimers } from './Timers';
import { fakeWindow } from './testing/fakeWindow';

describe('hostTimers', () => {
  it('uses the host interval functions', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const handle = hostTimers.setInterval(tick, 10_000);
    vi.advanceTimersByTime(20_000);
    hostTimers.clearInterval(handle);
    vi.advanceTimersByTime(20_000);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('uses the host timeout functions', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    hostTimers.setTimeout(tick, 300);
    hostTimers.clearTimeout(hostTimers.setTimeout(tick, 300));
    vi.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

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

describe('browserEnvironment', () => {
  it('makes ports of a window: its storage, online signal and document', () => {
    const window = fakeWindow(false);
    const storage = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    const document = { hidden: true, addEventListener() {}, removeEventListener() {} };
    const environment = browserEnvironment({ ...window, localStorage, document });
    environment.storage.setItem('k', 'v');
    expect(storage.get('k')).toBe('v');
    expect(environment.online.isOnline()).toBe(false);
    expect(environment.visibility.isHidden()).toBe(true);
    expect(environment.timers).toBe(hostTimers);
  });

  it("runs after-paint work as a background task of the window's scheduler, called on the scheduler", () => {
    const frames: (() => void)[] = [];
    const posted: { priority: string; self: unknown }[] = [];
    const scheduler = {
      postTask(this: unknown, callback: () => void, options: { priority: 'background' }) {
        posted.push({ priority: options.priority, self: this });
        callback();
        return Promise.resolve();
      },
    };
    const view = {
      ...fakeWindow(true),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      scheduler,
    };
    const done: string[] = [];
    browserEnvironment(view).afterPaint(() => done.push('work'));
    frames.splice(0).forEach((callback) => callback());
    expect(posted).toEqual([{ priority: 'background', self: scheduler }]);
    expect(done).toEqual(['work']);
  });

  it('keeps to memory when the page may not use its storage, and stands in for a missing window', () => {
    const sandboxed = {
      ...fakeWindow(true),
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    };
    const environment = browserEnvironment(sandboxed);
    environment.storage.setItem('k', 'v');
    expect(environment.storage.getItem('k')).toBe('v');
    expect(environment.visibility).toBe(neverHidden);
    const none = browserEnvironment(undefined);
    expect(none.online).toBe(alwaysOnline);
    expect(none.storage.getItem('k')).toBeNull();
  });
});

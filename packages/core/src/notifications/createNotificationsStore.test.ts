import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostTimers } from '../environment/Timers';
import { NOTIFICATION_POSITIONS, NOTIFICATION_TYPES } from './Notification';
import { createNotificationsStore } from './createNotificationsStore';
import {
  NOTIFICATION_BASE_DURATION_MS,
  NOTIFICATION_CHARACTERS_PER_EXTRA,
  NOTIFICATION_CLOSE_DELAY_MS,
  NOTIFICATION_EXTRA_DURATION_MS,
  NOTIFICATION_QUEUE_POLL_MS,
  NOTIFICATION_SHOW_DELAY_MS,
  notificationDuration,
} from './notificationTimings';

const message = (key: string) => ({ key });

function setup() {
  const store = createNotificationsStore({
    now: () => Date.now(),
    timers: hostTimers,
  });
  const state = () => store.getState();
  const shown = () => state().notifications.map((notification) => notification.message.key);
  const statusOf = (id: string) =>
    state().notifications.find((notification) => notification.id === id)?.status;
  return { store, state, shown, statusOf, advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification timings', () => {
  it('are 6 s plus 1 s per 120 characters, shown after 100 ms, polled every 250 ms, closed in 150 ms', () => {
    expect(NOTIFICATION_BASE_DURATION_MS).toBe(6_000);
    expect(NOTIFICATION_EXTRA_DURATION_MS).toBe(1_000);
    expect(NOTIFICATION_CHARACTERS_PER_EXTRA).toBe(120);
    expect(NOTIFICATION_SHOW_DELAY_MS).toBe(100);
    expect(NOTIFICATION_QUEUE_POLL_MS).toBe(250);
    expect(NOTIFICATION_CLOSE_DELAY_MS).toBe(150);
    expect([0, 119, 120, 239, 240, 1_200].map(notificationDuration)).toEqual([
      6_000, 6_000, 7_000, 7_000, 8_000, 16_000,
    ]);
  });

  it('offers the spec types and positions', () => {
    expect(NOTIFICATION_TYPES).toEqual(['success', 'info', 'warning', 'danger', 'error']);
    expect(NOTIFICATION_POSITIONS).toEqual([
      'top',
      'top-right',
      'top-left',
      'bottom',
      'bottom-right',
      'bottom-left',
    ]);
  });
});

describe('createNotificationsStore: showing and hiding', () => {
  it('shows a notification 100 ms after it is asked for, as success at the top by default', () => {
    const { state, advance } = setup();
    const id = state().notify({ message: message('saved') });
    advance(99);
    expect(state().notifications).toEqual([]);
    expect(state().waiting).toBe(1);
    advance(1);
    expect(state().waiting).toBe(0);
    expect(state().notifications).toEqual([
      {
        id,
        message: { key: 'saved' },
        type: 'success',
        position: 'top',
        permanent: false,
        button: null,
        status: 'visible',
        paused: false,
        durationMs: 6_000,
      },
    ]);
  });

  it('hides it after 6 s and removes it 150 ms later, then calls onClose once', () => {
    const { state, statusOf, advance } = setup();
    const onClose = vi.fn();
    const id = state().notify({ message: message('saved'), type: 'info', position: 'bottom-left', onClose });
    advance(100 + 5_999);
    expect(statusOf(id)).toBe('visible');
    advance(1);
    expect(statusOf(id)).toBe('closing');
    advance(149);
    expect(statusOf(id)).toBe('closing');
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(state().notifications).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lengthens the duration by 1 s per 120 characters of the visible text', () => {
    const { state, advance } = setup();
    state().notify({ message: message('a'), text: 'x'.repeat(240), position: 'top-left' });
    state().notify({ message: message('b'), textLength: 130, permanent: false });
    state().notify({ message: { key: 'http.other', text: 'y'.repeat(360) } });
    state().notify({ message: message('d'), type: 'warning', text: 'short', textLength: 600 });
    advance(100);
    expect(state().notifications[0]?.durationMs).toBe(8_000);
    advance(8_000 + 150 + 250);
    expect(state().notifications[0]?.durationMs).toBe(7_000);
    advance(7_000 + 150 + 250);
    expect(state().notifications[0]?.durationMs).toBe(9_000);
    advance(9_000 + 150 + 250);
    expect(state().notifications[0]?.durationMs).toBe(11_000);
  });
});

describe('createNotificationsStore: the queue', () => {
  it('shows notifications one after another, checking every 250 ms', () => {
    const { state, shown, advance } = setup();
    for (const key of ['first', 'second', 'third']) state().notify({ message: message(key), type: 'danger' });
    advance(100);
    expect(shown()).toEqual(['first']);
    expect(state().waiting).toBe(2);
    // first: visible 100–6100, closing until 6250; the next check after that is at 100 + 25 × 250 = 6350.
    advance(6_249);
    expect(shown()).toEqual([]);
    expect(state().waiting).toBe(2);
    advance(1);
    expect(shown()).toEqual(['second']);
    // second: visible 6350–12350, closing until 12500; next check at 6350 + 25 × 250 = 12600.
    advance(6_249);
    expect(shown()).toEqual([]);
    advance(1);
    expect(shown()).toEqual(['third']);
    expect(state().waiting).toBe(0);
  });

  it('keeps a permanent notification until dismissed, without holding the queue up', () => {
    const { state, shown, statusOf, advance } = setup();
    const onClose = vi.fn();
    const id = state().notify({ message: message('storage'), type: 'warning', permanent: true, onClose });
    state().notify({ message: message('saved') });
    advance(100);
    expect(shown()).toEqual(['storage', 'saved']);
    expect(state().notifications[0]).toMatchObject({ permanent: true, durationMs: null });
    advance(600_000);
    expect(shown()).toEqual(['storage']);
    state().dismiss(id);
    expect(statusOf(id)).toBe('closing');
    advance(150);
    expect(shown()).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('createNotificationsStore: intents', () => {
  it('dismisses on click: closing at once, gone after 150 ms', () => {
    const { state, statusOf, advance } = setup();
    const onClose = vi.fn();
    const id = state().notify({ message: message('saved'), onClose });
    advance(100 + 1_000);
    state().dismiss(id);
    state().dismiss(id);
    expect(statusOf(id)).toBe('closing');
    advance(149);
    expect(statusOf(id)).toBe('closing');
    advance(1);
    expect(state().notifications).toEqual([]);
    advance(10_000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('drops a notification dismissed before it shows', () => {
    const { state, shown, advance } = setup();
    const onClose = vi.fn();
    const scheduled = state().notify({ message: message('scheduled'), onClose });
    state().dismiss(scheduled);
    expect(state().waiting).toBe(0);
    state().notify({ message: message('on screen') });
    const queued = state().notify({ message: message('queued') });
    advance(100);
    expect(state().waiting).toBe(1);
    state().dismiss(queued);
    expect(state().waiting).toBe(0);
    advance(60_000);
    expect(shown()).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
    state().dismiss('unknown');
  });

  it('pauses on hover and resumes with the time that was left', () => {
    const { state, statusOf, advance } = setup();
    const id = state().notify({ message: message('saved') });
    advance(100 + 2_000);
    state().pause(id);
    expect(state().notifications[0]?.paused).toBe(true);
    advance(60_000);
    expect(statusOf(id)).toBe('visible');
    state().resume(id);
    expect(state().notifications[0]?.paused).toBe(false);
    advance(3_999);
    expect(statusOf(id)).toBe('visible');
    advance(1);
    expect(statusOf(id)).toBe('closing');
  });

  it('ignores pause and resume that do not apply', () => {
    const { state, statusOf, advance } = setup();
    const permanent = state().notify({ message: message('p'), permanent: true });
    const waiting = state().notify({ message: message('w') });
    state().pause(waiting);
    state().resume(waiting);
    advance(100);
    state().pause(permanent);
    state().resume(permanent);
    expect(state().notifications.every((notification) => !notification.paused)).toBe(true);
    state().resume(waiting);
    advance(6_000);
    expect(statusOf(waiting)).toBe('closing');
    expect(statusOf(permanent)).toBe('visible');
  });

  it('runs the button action and dismisses', () => {
    const { state, statusOf, advance } = setup();
    const onClick = vi.fn();
    const id = state().notify({
      message: message('update'),
      permanent: true,
      button: { label: message('reload'), onClick },
    });
    state().clickButton(id);
    expect(onClick).not.toHaveBeenCalled();
    advance(100);
    expect(state().notifications[0]?.button).toEqual({ label: { key: 'reload' }, onClick });
    state().clickButton(id);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(statusOf(id)).toBe('closing');
  });

  it('clears everything at once, on screen and waiting', () => {
    const { state, shown, advance } = setup();
    const onClose = vi.fn();
    state().notify({ message: message('on screen'), onClose });
    state().notify({ message: message('queued'), onClose });
    advance(100);
    state().notify({ message: message('scheduled'), onClose });
    state().clear();
    expect(state().notifications).toEqual([]);
    expect(state().waiting).toBe(0);
    expect(onClose).toHaveBeenCalledTimes(3);
    advance(60_000);
    expect(shown()).toEqual([]);
    state().notify({ message: message('after') });
    advance(100);
    expect(shown()).toEqual(['after']);
  });

  it('schedules through the injected timers and clock', () => {
    const delays: number[] = [];
    const callbacks: (() => void)[] = [];
    let clock = 0;
    const store = createNotificationsStore({
      now: () => clock,
      timers: {
        ...hostTimers,
        setTimeout: (callback, ms) => {
          delays.push(ms);
          callbacks.push(callback);
          return callbacks.length - 1;
        },
        clearTimeout: () => undefined,
      },
    });
    const id = store.getState().notify({ message: message('x') });
    callbacks[0]!();
    clock = 1_500;
    store.getState().pause(id);
    store.getState().resume(id);
    expect(delays).toEqual([100, 6_000, 4_500]);
  });
});

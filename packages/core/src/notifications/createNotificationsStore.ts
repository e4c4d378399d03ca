import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  DEFAULT_NOTIFICATION_POSITION,
  DEFAULT_NOTIFICATION_TYPE,
  type Notification,
  type NotificationInput,
} from './Notification';
import {
  NOTIFICATION_CLOSE_DELAY_MS,
  NOTIFICATION_QUEUE_POLL_MS,
  NOTIFICATION_SHOW_DELAY_MS,
  notificationDuration,
} from './notificationTimings';

/** The clock and timers of a notifications store, injected so tests can drive time. */
export interface NotificationsStoreOptions {
  now?: () => number;
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
}

/** The notifications on screen and the intents a renderer sends. */
export interface NotificationsState {
  /** On screen (visible or closing), oldest first. */
  notifications: Notification[];
  /** How many are asked for but not on screen yet. */
  waiting: number;
  /** Asks to show a notification; it appears after 100 ms, once the one on screen has gone. Returns its id. */
  notify(input: NotificationInput): string;
  /** Closes a notification (a click on it): it leaves after the 150 ms close delay. */
  dismiss(id: string): void;
  /** Stops the countdown (pointer over the notification), keeping the time left. */
  pause(id: string): void;
  /** Restarts the countdown with the time that was left. */
  resume(id: string): void;
  /** Runs the notification's button action, then dismisses it. */
  clickButton(id: string): void;
  /** Removes every notification at once, on screen or waiting. */
  clear(): void;
}

interface Entry {
  id: string;
  input: NotificationInput;
  phase: 'scheduled' | 'queued' | 'visible' | 'closing';
  /** The one pending timer of this entry: show delay, countdown or close delay. */
  timer: unknown;
  /** When the countdown ends; null when permanent or paused. */
  deadline: number | null;
  /** Time left while paused. */
  remaining: number | null;
}

/**
 * Creates the notification queue the app's toasts render (spec 1 §9). Notifications show one after another:
 * a new one appears 100 ms after it is asked for, or — while another timed one is on screen — at the first
 * 250 ms check after that one has gone. Each shows 6 s plus 1 s per 120 characters of its text, pauses while
 * hovered, and leaves 150 ms after it closes. A permanent one stays until dismissed and does not hold the
 * queue up. One store per app or element.
 *
 * @example
 * const notifications = createNotificationsStore();
 * notifications.getState().notify({ message: { key: 'errors.saving', params: { error } }, type: 'error' });
 */
export function createNotificationsStore({
  now = Date.now,
  setTimeout = (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}: NotificationsStoreOptions = {}): StoreApi<NotificationsState> {
  const entries = new Map<string, Entry>();
  const queue: Entry[] = [];
  let pollTimer: unknown = null;
  let lastId = 0;

  return createStore<NotificationsState>()((set, get) => {
    const update = (id: string, change: Partial<Notification>) =>
      set({
        notifications: get().notifications.map((shown) =>
          shown.id === id ? { ...shown, ...change } : shown,
        ),
      });

    const finish = (entry: Entry) => {
      entries.delete(entry.id);
      entry.input.onClose?.();
    };

    const close = (entry: Entry) => {
      if (entry.phase === 'closing') return;
      if (entry.timer !== null) clearTimeout(entry.timer);
      entry.timer = null;
      if (entry.phase !== 'visible') {
        if (entry.phase === 'queued') queue.splice(queue.indexOf(entry), 1);
        set({ waiting: get().waiting - 1 });
        finish(entry);
        return;
      }
      entry.phase = 'closing';
      update(entry.id, { status: 'closing' });
      entry.timer = setTimeout(() => {
        set({ notifications: get().notifications.filter((shown) => shown.id !== entry.id) });
        finish(entry);
      }, NOTIFICATION_CLOSE_DELAY_MS);
    };

    const startCountdown = (entry: Entry, ms: number) => {
      entry.deadline = now() + ms;
      entry.remaining = null;
      entry.timer = setTimeout(() => close(entry), ms);
    };

    const show = (entry: Entry) => {
      const { input } = entry;
      const permanent = input.permanent ?? false;
      const length = input.textLength ?? input.text?.length ?? input.message.text?.length ?? 0;
      const durationMs = permanent ? null : notificationDuration(length);
      entry.phase = 'visible';
      entry.timer = null;
      if (durationMs !== null) startCountdown(entry, durationMs);
      const notification: Notification = {
        id: entry.id,
        message: input.message,
        type: input.type ?? DEFAULT_NOTIFICATION_TYPE,
        position: input.position ?? DEFAULT_NOTIFICATION_POSITION,
        permanent,
        button: input.button ?? null,
        status: 'visible',
        paused: false,
        durationMs,
      };
      set({ notifications: [...get().notifications, notification], waiting: get().waiting - 1 });
    };

    // Only a timed notification holds the queue; permanent ones would otherwise block it for good.
    const slotTaken = () => get().notifications.some((shown) => !shown.permanent);

    const drain = () => {
      while (queue.length > 0 && !slotTaken()) show(queue.shift()!);
      if (queue.length > 0 && pollTimer === null) {
        pollTimer = setTimeout(() => {
          pollTimer = null;
          drain();
        }, NOTIFICATION_QUEUE_POLL_MS);
      }
    };

    return {
      notifications: [],
      waiting: 0,

      notify(input) {
        const entry: Entry = {
          id: `notification-${++lastId}`,
          input,
          phase: 'scheduled',
          timer: null,
          deadline: null,
          remaining: null,
        };
        entries.set(entry.id, entry);
        set({ waiting: get().waiting + 1 });
        entry.timer = setTimeout(() => {
          entry.timer = null;
          entry.phase = 'queued';
          queue.push(entry);
          drain();
        }, NOTIFICATION_SHOW_DELAY_MS);
        return entry.id;
      },

      dismiss(id) {
        const entry = entries.get(id);
        if (entry) close(entry);
      },

      pause(id) {
        const entry = entries.get(id);
        if (entry?.phase !== 'visible' || entry.deadline === null) return;
        clearTimeout(entry.timer);
        entry.timer = null;
        entry.remaining = Math.max(0, entry.deadline - now());
        entry.deadline = null;
        update(id, { paused: true });
      },

      resume(id) {
        const entry = entries.get(id);
        if (entry?.phase !== 'visible' || entry.remaining === null) return;
        startCountdown(entry, entry.remaining);
        update(id, { paused: false });
      },

      clickButton(id) {
        const entry = entries.get(id);
        if (entry?.phase !== 'visible') return;
        entry.input.button?.onClick();
        close(entry);
      },

      clear() {
        if (pollTimer !== null) clearTimeout(pollTimer);
        pollTimer = null;
        queue.length = 0;
        const cleared = [...entries.values()];
        for (const entry of cleared) if (entry.timer !== null) clearTimeout(entry.timer);
        set({ notifications: [], waiting: 0 });
        for (const entry of cleared) finish(entry);
      },
    };
  });
}

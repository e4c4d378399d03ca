import type { NotificationClosing } from './notificationClosing';
import { NOTIFICATION_SHOW_DELAY_MS } from './notificationTimings';
import type { NotificationEntry, NotificationsContext, NotificationsState } from './notificationsState';

/** The intents a renderer sends: the state's functions. */
export type NotificationIntents = Omit<NotificationsState, 'notifications' | 'waiting'>;

/** The intents of the notifications store, each a small step on the shared context and the closing part. */
export function createNotificationIntents(
  context: NotificationsContext,
  closing: NotificationClosing,
  drain: () => void,
): NotificationIntents {
  const { get, set, now, timers, entries, queue, poll } = context;
  const { update, finish, close, startCountdown } = closing;
  let lastId = 0;
  return {
    notify(input) {
      const id = `notification-${++lastId}`;
      const entry: NotificationEntry = {
        id,
        input,
        phase: 'scheduled',
        timer: null,
        deadline: null,
        remaining: null,
      };
      entries.set(entry.id, entry);
      set({ waiting: get().waiting + 1 });
      entry.timer = timers.setTimeout(() => {
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
      timers.clearTimeout(entry.timer);
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
      if (poll.timer !== null) timers.clearTimeout(poll.timer);
      poll.timer = null;
      queue.length = 0;
      const cleared = [...entries.values()];
      for (const entry of cleared) if (entry.timer !== null) timers.clearTimeout(entry.timer);
      set({ notifications: [], waiting: 0 });
      for (const entry of cleared) finish(entry);
    },
  };
}

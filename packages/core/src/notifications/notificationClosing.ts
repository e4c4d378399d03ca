import type { Notification } from './Notification';
import { NOTIFICATION_CLOSE_DELAY_MS } from './notificationTimings';
import type { NotificationEntry, NotificationsContext } from './notificationsState';

/** Closing a notification and its countdown: the part every intent that ends a notification goes through. */
export interface NotificationClosing {
  /** Changes one notification on screen. */
  update(id: string, change: Partial<Notification>): void;
  /** Forgets the entry and tells its owner. */
  finish(entry: NotificationEntry): void;
  /** Closes a shown one after the close delay; one not shown yet is dropped at once. */
  close(entry: NotificationEntry): void;
  /** Starts (or restarts) the countdown after which the notification closes. */
  startCountdown(entry: NotificationEntry, ms: number): void;
}

export function createNotificationClosing({
  get,
  set,
  now,
  timers,
  entries,
  queue,
}: NotificationsContext): NotificationClosing {
  const update = (id: string, change: Partial<Notification>) =>
    set({
      notifications: get().notifications.map((shown) => (shown.id === id ? { ...shown, ...change } : shown)),
    });

  const finish = (entry: NotificationEntry) => {
    entries.delete(entry.id);
    entry.input.onClose?.();
  };

  const close = (entry: NotificationEntry) => {
    if (entry.phase === 'closing') return;
    if (entry.timer !== null) timers.clearTimeout(entry.timer);
    entry.timer = null;
    if (entry.phase !== 'visible') {
      if (entry.phase === 'queued') queue.splice(queue.indexOf(entry), 1);
      set({ waiting: get().waiting - 1 });
      finish(entry);
      return;
    }
    entry.phase = 'closing';
    update(entry.id, { status: 'closing' });
    entry.timer = timers.setTimeout(() => {
      set({ notifications: get().notifications.filter((shown) => shown.id !== entry.id) });
      finish(entry);
    }, NOTIFICATION_CLOSE_DELAY_MS);
  };

  const startCountdown = (entry: NotificationEntry, ms: number) => {
    entry.deadline = now() + ms;
    entry.remaining = null;
    entry.timer = timers.setTimeout(() => close(entry), ms);
  };

  return { update, finish, close, startCountdown };
}

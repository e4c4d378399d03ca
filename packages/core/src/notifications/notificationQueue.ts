import { DEFAULT_NOTIFICATION_POSITION, DEFAULT_NOTIFICATION_TYPE, type Notification } from './Notification';
import type { NotificationClosing } from './notificationClosing';
import { NOTIFICATION_QUEUE_POLL_MS, notificationDuration } from './notificationTimings';
import type { NotificationEntry, NotificationsContext } from './notificationsState';

/** Puts a waiting notification on screen with its duration (6 s plus 1 s per 120 characters unless permanent). */
function showEntry(
  { get, set }: NotificationsContext,
  closing: NotificationClosing,
  entry: NotificationEntry,
) {
  const { input } = entry;
  const permanent = input.permanent ?? false;
  const length = input.textLength ?? input.text?.length ?? input.message.text?.length ?? 0;
  const durationMs = permanent ? null : notificationDuration(length);
  entry.phase = 'visible';
  entry.timer = null;
  if (durationMs !== null) closing.startCountdown(entry, durationMs);
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
}

/**
 * Shows the queued notifications while the slot is free, and checks again every 250 ms while some wait.
 * Returns the drain step to call when one joins the queue.
 */
export function createNotificationQueue(
  context: NotificationsContext,
  closing: NotificationClosing,
): () => void {
  const { get, timers, queue, poll } = context;
  // Only a timed notification holds the queue; permanent ones would otherwise block it for good.
  const slotTaken = () => get().notifications.some((shown) => !shown.permanent);
  const drain = () => {
    while (queue.length > 0 && !slotTaken()) showEntry(context, closing, queue.shift()!);
    if (queue.length > 0 && poll.timer === null) {
      poll.timer = timers.setTimeout(() => {
        poll.timer = null;
        drain();
      }, NOTIFICATION_QUEUE_POLL_MS);
    }
  };
  return drain;
}

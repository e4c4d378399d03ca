import { createStore, type StoreApi } from 'zustand/vanilla';
import { systemClock } from '../environment/Environment';
import { hostTimers } from '../environment/Timers';
import { createNotificationClosing } from './notificationClosing';
import { createNotificationIntents } from './notificationIntents';
import { createNotificationQueue } from './notificationQueue';
import type {
  NotificationsContext,
  NotificationsState,
  NotificationsStoreOptions,
} from './notificationsState';

export type { NotificationsState, NotificationsStoreOptions } from './notificationsState';

/**
 * Creates the notification queue the app's toasts render (spec 1 §9). Notifications show one after another:
 * a new one appears 100 ms after it is asked for, or — while another timed one is on screen — at the first
 * 250 ms check after that one has gone. Each shows 6 s plus 1 s per 120 characters of its text, pauses while
 * hovered, and leaves 150 ms after it closes. A permanent one stays until dismissed and does not hold the
 * queue up. One store per app or element. Composed of the closing part (`notificationClosing`), the queue
 * (`notificationQueue`) and the intents (`notificationIntents`).
 *
 * @example
 * const notifications = createNotificationsStore();
 * notifications.getState().notify({ message: { key: 'errors.saving', params: { error } }, type: 'error' });
 */
export function createNotificationsStore({
  now = systemClock,
  timers = hostTimers,
}: NotificationsStoreOptions = {}): StoreApi<NotificationsState> {
  return createStore<NotificationsState>()((set, get) => {
    const context: NotificationsContext = {
      ...{ get, set, now, timers },
      ...{ entries: new Map(), queue: [], poll: { timer: null } },
    };
    const closing = createNotificationClosing(context);
    const drain = createNotificationQueue(context, closing);
    return { notifications: [], waiting: 0, ...createNotificationIntents(context, closing, drain) };
  });
}

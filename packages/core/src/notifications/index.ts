// The notification queue the app's toasts render (spec 1 §9).
export {
  NOTIFICATION_TYPES,
  NOTIFICATION_POSITIONS,
  DEFAULT_NOTIFICATION_TYPE,
  DEFAULT_NOTIFICATION_POSITION,
} from './Notification';
export type {
  Notification,
  NotificationInput,
  NotificationButton,
  NotificationType,
  NotificationPosition,
} from './Notification';
export {
  NOTIFICATION_BASE_DURATION_MS,
  NOTIFICATION_EXTRA_DURATION_MS,
  NOTIFICATION_CHARACTERS_PER_EXTRA,
  NOTIFICATION_SHOW_DELAY_MS,
  NOTIFICATION_QUEUE_POLL_MS,
  NOTIFICATION_CLOSE_DELAY_MS,
  notificationDuration,
} from './notificationTimings';
export { createNotificationsStore } from './createNotificationsStore';
export type { NotificationsState, NotificationsStoreOptions } from './createNotificationsStore';

// The notification queue the app's toasts render (spec 1 §9).
export * from './Notification';
export * from './notificationTimings';
export * from './createNotificationsStore';

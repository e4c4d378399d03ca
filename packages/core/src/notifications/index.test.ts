import { describe, expect, it } from 'vitest';
import * as notifications from './index';

describe('notifications public API', () => {
  it('exports the store, the duration rule and every timing of spec 1 §9', () => {
    expect(typeof notifications.createNotificationsStore).toBe('function');
    expect(notifications.notificationDuration(120)).toBe(7_000);
    expect([
      notifications.NOTIFICATION_BASE_DURATION_MS,
      notifications.NOTIFICATION_EXTRA_DURATION_MS,
      notifications.NOTIFICATION_CHARACTERS_PER_EXTRA,
      notifications.NOTIFICATION_SHOW_DELAY_MS,
      notifications.NOTIFICATION_QUEUE_POLL_MS,
      notifications.NOTIFICATION_CLOSE_DELAY_MS,
    ]).toEqual([6_000, 1_000, 120, 100, 250, 150]);
    expect([notifications.DEFAULT_NOTIFICATION_TYPE, notifications.DEFAULT_NOTIFICATION_POSITION]).toEqual([
      'success',
      'top',
    ]);
    expect(notifications.NOTIFICATION_TYPES).toHaveLength(5);
    expect(notifications.NOTIFICATION_POSITIONS).toHaveLength(6);
  });
});

import type { Environment } from '../environment/Environment';
import type { Notification, NotificationInput } from './Notification';

/** The clock and timers of a notifications store, injected so tests can drive time. */
export type NotificationsStoreOptions = Partial<Pick<Environment, 'now' | 'timers'>>;

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

export interface NotificationEntry {
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
 * What every part of the notifications store shares: state access, the clock and timers, the entries by id,
 * the ones waiting for the slot, and the one poll timer while some are waiting.
 */
export interface NotificationsContext extends Pick<Environment, 'now' | 'timers'> {
  get: () => NotificationsState;
  set: (partial: Partial<NotificationsState>) => void;
  entries: Map<string, NotificationEntry>;
  queue: NotificationEntry[];
  poll: { timer: unknown };
}

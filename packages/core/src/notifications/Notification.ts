import type { Message } from '../messages/Message';

/** Kinds of notification, styled by the renderer. */
export const NOTIFICATION_TYPES = ['success', 'info', 'warning', 'danger', 'error'] as const;
/** One of {@link NOTIFICATION_TYPES}; `success` unless told. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a notification shows on screen. */
export const NOTIFICATION_POSITIONS = [
  'top',
  'top-right',
  'top-left',
  'bottom',
  'bottom-right',
  'bottom-left',
] as const;
/** One of {@link NOTIFICATION_POSITIONS}; `top` unless told. */
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

/** The default type (spec 1 §9) and position of a notification. */
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'success';
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'top';

/** An action button shown inside a notification; clicking it runs `onClick` and dismisses the notification. */
export interface NotificationButton {
  label: Message;
  onClick: () => void;
}

/** What a caller asks to show. */
export interface NotificationInput {
  message: Message;
  type?: NotificationType;
  position?: NotificationPosition;
  /** Stays until dismissed instead of hiding after its duration. */
  permanent?: boolean;
  button?: NotificationButton;
  /** Called once when the notification closes, however it closes. */
  onClose?: () => void;
  /**
   * The visible (translated) text, or its length, which lengthens the duration by 1 s per 120 characters. When
   * neither is given the message's verbatim `text` counts, else nothing.
   */
  text?: string;
  textLength?: number;
}

/** A notification as the renderer shows it. */
export interface Notification {
  id: string;
  message: Message;
  type: NotificationType;
  position: NotificationPosition;
  permanent: boolean;
  button: NotificationButton | null;
  /** `closing` during the close delay (the renderer's leave animation), then the notification is gone. */
  status: 'visible' | 'closing';
  /** Whether the countdown is paused (pointer over the notification). */
  paused: boolean;
  /** How long it shows, in ms; null when permanent. */
  durationMs: number | null;
}

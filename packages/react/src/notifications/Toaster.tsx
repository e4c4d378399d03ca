import { NOTIFICATION_POSITIONS, type Notification, type NotificationsState } from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { toasterCss } from './toasterCss';
import { useNotificationsStore } from './useNotifications';

export interface ToasterProps {
  /** A notifications store instead of the provider's. */
  store?: ReadableStore<NotificationsState>;
}

/**
 * Renders the notifications of the core store as toasts, grouped by position. A click on a toast dismisses it,
 * hovering or focusing it pauses its countdown, and a permanent one waits for its button or close button.
 * Danger and error toasts are announced assertively (`role="alert"`), the others politely.
 *
 * @example
 * <Toaster />
 */
export function Toaster({ store: explicit }: ToasterProps) {
  const fromContext = useNotificationsStore();
  const store = explicit ?? fromContext;
  const rootRef = useScopedStyles<HTMLElement>('mg-toaster', toasterCss);
  const notifications = useStoreSelector(store, (s) => s.notifications);
  const t = useT();
  return (
    <section ref={rootRef} className="mg-root mg-toaster" aria-label={t('notifications.label')}>
      {NOTIFICATION_POSITIONS.map((position) => {
        const here = notifications.filter((notification) => notification.position === position);
        if (here.length === 0) return null;
        return (
          <div key={position} className={`mg-toaster__region mg-toaster__region--${position}`}>
            {here.map((notification) => (
              <Toast key={notification.id} notification={notification} store={store} />
            ))}
          </div>
        );
      })}
    </section>
  );
}

function Toast({ notification, store }: { notification: Notification; store: ReadableStore<NotificationsState> }) {
  const t = useT();
  const { id, type, status, button } = notification;
  const urgent = type === 'danger' || type === 'error';
  const actions = store.getState();
  return (
    // A click anywhere on the toast dismisses it (spec 1 §8); the close button is the keyboard way to do the same.
    <div
      className={`mg-toast mg-toast--${type}${status === 'closing' ? ' mg-toast--closing' : ''}`}
      role={urgent ? 'alert' : 'status'}
      onClick={() => actions.dismiss(id)}
      onMouseEnter={() => actions.pause(id)}
      onMouseLeave={() => actions.resume(id)}
      onFocus={() => actions.pause(id)}
      onBlur={() => actions.resume(id)}
      data-paused={notification.paused || undefined}
    >
      <Icon name={urgent || type === 'warning' ? 'warning' : type === 'info' ? 'info' : 'check'} />
      <p className="mg-toast__message">{translateMessage(t, notification.message)}</p>
      {button && (
        <button
          type="button"
          className="mg-button mg-toast__action"
          onClick={(event) => {
            event.stopPropagation();
            actions.clickButton(id);
          }}
        >
          {translateMessage(t, button.label)}
        </button>
      )}
      <button
        type="button"
        className="mg-button mg-button--ghost mg-button--icon mg-toast__close"
        aria-label={t('notifications.dismiss')}
        onClick={(event) => {
          event.stopPropagation();
          actions.dismiss(id);
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

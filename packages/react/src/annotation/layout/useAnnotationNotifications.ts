import { useEffect } from 'react';
import { CORE_MESSAGE_KEYS, type Message } from '@marginalia/core';
import { useNotificationsStore } from '../../notifications/useNotifications';
import { translateMessage, useT } from '../../hooks/useT';
import type { AnnotationStore } from '../useAnnotationStore';

/**
 * Turns what the annotation store asks for into notifications: a failed action (a failed draft save is an
 * 'error' from `errors.saving`, others 'danger'), the permanent unsaved-change warning with 'ignore and continue'
 * (closing it rolls the change back), and the bulk messages ('Some records failed to annotate', the all-results
 * info).
 *
 * @example
 * useAnnotationNotifications(store);
 */
export function useAnnotationNotifications(store: AnnotationStore): void {
  const notifications = useNotificationsStore();
  const t = useT();

  useEffect(() => {
    const notify = (message: Message, type: 'error' | 'danger' | 'info' | 'warning', extra = {}) =>
      notifications.getState().notify({ message, type, text: translateMessage(t, message), ...extra });
    let warning: string | null = null;

    const stopView = store.subscribe((state, previous) => {
      // Load failures are shown in the view itself; failures of actions on a shown record are notified.
      if (state.error && state.error !== previous.error && state.status === 'ready') {
        notify(state.error, state.error.key === CORE_MESSAGE_KEYS.errorsSaving ? 'error' : 'danger');
      }
      const asked = state.pendingConfirmation;
      if (asked && !previous.pendingConfirmation) {
        warning = notify({ key: asked.key }, 'warning', {
          permanent: true,
          button: { label: { key: asked.actionKey }, onClick: () => void store.getState().continuePendingChange() },
          // Closing without continuing keeps the changes: the page or filter change is rolled back.
          onClose: () => store.getState().closePendingChange(),
        });
      } else if (!asked && previous.pendingConfirmation && warning) {
        notifications.getState().dismiss(warning);
        warning = null;
      }
    });
    const stopBulk = store.bulk.subscribe((state, previous) => {
      if (!state.message || state.message === previous.message) return;
      notify(state.message, state.message.type, { onClose: () => store.bulk.getState().dismissMessage() });
    });
    return () => {
      stopView();
      stopBulk();
    };
  }, [store, notifications, t]);
}

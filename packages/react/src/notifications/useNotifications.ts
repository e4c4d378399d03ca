import { useCallback } from 'react';
import type { Message, NotificationInput, NotificationsState } from '@marginalia/core';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';
import { translateMessage, useT } from '../hooks/useT';
import type { ReadableStore } from '../hooks/useStoreSelector';

/**
 * The provider's notifications store.
 *
 * @example
 * const notifications = useNotificationsStore();
 */
export function useNotificationsStore(): ReadableStore<NotificationsState> {
  return useMarginaliaContext().notifications;
}

/**
 * A `notify` that also passes the translated text, so the duration grows with what the user reads
 * (6 s plus 1 s per 120 characters).
 *
 * @example
 * const notify = useNotify();
 * notify({ message: { key: 'http.401' }, type: 'danger' });
 */
export function useNotify(): (input: NotificationInput) => string {
  const store = useNotificationsStore();
  const t = useT();
  return useCallback(
    (input) => store.getState().notify({ ...input, text: input.text ?? translateMessage(t, input.message as Message) }),
    [store, t],
  );
}

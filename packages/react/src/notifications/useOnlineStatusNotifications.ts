import { useEffect, useRef } from 'react';
import { useNotificationsStore } from './useNotifications';
import { useT } from '../hooks/useT';

/**
 * Shows 'You are offline' (danger, until the connection is back) when the browser goes offline and
 * 'You are online again' when it returns.
 *
 * @example
 * useOnlineStatusNotifications(window);
 */
export function useOnlineStatusNotifications(target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = globalThis.window ?? null): void {
  const store = useNotificationsStore();
  const t = useT();
  // The latest texts without re-subscribing (which would forget the offline notification) on a language change.
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    if (!target) return;
    let offlineId: string | null = null;
    const onOffline = () => {
      if (offlineId) return;
      offlineId = store.getState().notify({
        message: { key: 'network.offline' },
        type: 'danger',
        permanent: true,
        text: translate.current('network.offline'),
      });
    };
    const onOnline = () => {
      if (offlineId) store.getState().dismiss(offlineId);
      offlineId = null;
      store.getState().notify({ message: { key: 'network.online' }, type: 'success', text: translate.current('network.online') });
    };
    target.addEventListener('offline', onOffline);
    target.addEventListener('online', onOnline);
    return () => {
      target.removeEventListener('offline', onOffline);
      target.removeEventListener('online', onOnline);
    };
  }, [store, target]);
}

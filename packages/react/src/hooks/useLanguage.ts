import { useCallback, useSyncExternalStore } from 'react';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';

/**
 * The current interface language of the provider's i18n instance; re-renders when it changes.
 *
 * @example
 * const language = useLanguage(); // 'de'
 */
export function useLanguage(): string {
  const { i18n } = useMarginaliaContext();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  return useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
}

import { useContext, useEffect } from 'react';
import { selectMustAskBeforeLeaving, type DatasetSettingsStore } from '@marginalia/react';
import { HistoryBlockerContext } from '../navigation/HistoryBlockerContext';

/**
 * Browser back and forward through the settings' unsaved-change guard: the app's history holds the move while
 * the store's rule says to ask, the store raises 'You didn't submit your changes', and 'Ignore and continue' lets
 * the move happen (closing the warning cancels it). Links and buttons already ask through the navigation adapter;
 * once the person chose to leave, the rule lets them through here too. Needs the app's `HistoryBlockerContext`.
 *
 * @example
 * useSettingsHistoryGuard(session.store);
 */
export function useSettingsHistoryGuard(store: DatasetSettingsStore): void {
  const block = useContext(HistoryBlockerContext);
  if (!block) throw new Error('useSettingsHistoryGuard needs the app’s HistoryBlockerContext');
  useEffect(
    () =>
      block({
        shouldBlock: ({ currentLocation, nextLocation }) =>
          // A tab change only rewrites the query: no leaving.
          currentLocation.pathname !== nextLocation.pathname && selectMustAskBeforeLeaving(store.getState()),
        onBlocked: (held) => store.getState().requestLeave({ proceed: held.proceed, stay: held.reset }),
      }),
    [block, store],
  );
}

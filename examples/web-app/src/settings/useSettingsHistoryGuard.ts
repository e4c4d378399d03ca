import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { selectMustAskBeforeLeaving, type DatasetSettingsStore } from '@marginalia/react';

/**
 * Browser back and forward through the settings' unsaved-change guard: the router holds the history move while
 * the store's rule says to ask, the store raises 'You didn't submit your changes', and 'Ignore and continue' lets
 * the move happen (closing the warning cancels it). Links and buttons already ask through the navigation adapter;
 * once the person chose to leave, the rule lets them through here too. Needs a data router.
 *
 * @example
 * useSettingsHistoryGuard(session.store);
 */
export function useSettingsHistoryGuard(store: DatasetSettingsStore): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // A tab change only rewrites the query: no leaving.
      currentLocation.pathname !== nextLocation.pathname && selectMustAskBeforeLeaving(store.getState()),
  );
  // One question per held move, even when the effect runs again for the same one.
  const asked = useRef<Blocker | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current === blocker) return;
    asked.current = blocker;
    store.getState().requestLeave({ proceed: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker, store]);
}

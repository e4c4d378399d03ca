import { useMemo, type ReactNode } from 'react';
import type { DatasetSettingsStore } from '@marginalia/core';
import { MarginaliaContext, type MarginaliaContextValue } from '../provider/MarginaliaContext';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';

export interface SettingsNavigationGuardProps {
  store: DatasetSettingsStore;
  children: ReactNode;
}

/**
 * Routes every navigation of the components inside (breadcrumbs, menus, 'back to dataset') through the settings'
 * unsaved-change guard: with unsaved changes the person is asked first, and goes only after 'Ignore and continue'.
 *
 * @example
 * <SettingsNavigationGuard store={session.store}><AppHeader … /><DatasetSettings session={session} … /></SettingsNavigationGuard>
 */
export function SettingsNavigationGuard({ store, children }: SettingsNavigationGuardProps) {
  const context = useMarginaliaContext();
  const value = useMemo<MarginaliaContextValue>(
    () => ({
      ...context,
      navigation: {
        href: (to) => context.navigation.href(to),
        navigate: (to, options) => {
          store.getState().requestLeave({ proceed: () => context.navigation.navigate(to, options) });
        },
      },
    }),
    [context, store],
  );
  return <MarginaliaContext.Provider value={value}>{children}</MarginaliaContext.Provider>;
}

import { useContext, useMemo, useState, type ReactNode } from 'react';
import { createI18n, type Marginalia } from '@marginalia/core';
import { MarginaliaContext, type MarginaliaContextValue, type MarginaliaI18n } from './MarginaliaContext';
import { createLocationNavigation, type NavigationAdapter } from './NavigationAdapter';

export interface MarginaliaProviderProps {
  /** One instance per app or custom element, from `createMarginalia()`. */
  sdk: Marginalia;
  /** An i18next instance from `createI18n()`; a private English one is made when omitted. */
  i18n?: MarginaliaI18n;
  /** The host router's adapter; plain page loads when omitted. */
  navigation?: NavigationAdapter;
  children?: ReactNode;
}

/**
 * Makes the sdk, translations and navigation available to Marginalia components.
 *
 * @example
 * <MarginaliaProvider sdk={createMarginalia()} i18n={createI18n()} navigation={navigation}>
 *   <DatasetList />
 * </MarginaliaProvider>
 */
export function MarginaliaProvider({ sdk, i18n, navigation, children }: MarginaliaProviderProps) {
  // Defaults are created once per provider so two providers never share state.
  const [fallbackI18n] = useState(() => (i18n ? null : createI18n()));
  const [fallbackNavigation] = useState(() =>
    navigation ? null : createLocationNavigation(globalThis.location),
  );
  const value = useMemo<MarginaliaContextValue>(
    () => ({
      sdk,
      i18n: (i18n ?? fallbackI18n) as MarginaliaI18n,
      navigation: (navigation ?? fallbackNavigation) as NavigationAdapter,
    }),
    [sdk, i18n, navigation, fallbackI18n, fallbackNavigation],
  );
  return <MarginaliaContext.Provider value={value}>{children}</MarginaliaContext.Provider>;
}

const MISSING_PROVIDER =
  'Marginalia components need their context: wrap your component in <MarginaliaProvider sdk={…}>.';

/** The whole provider value; throws a message saying what to wrap when there is none. */
export function useMarginaliaContext(): MarginaliaContextValue {
  const value = useContext(MarginaliaContext);
  if (!value) throw new Error(MISSING_PROVIDER);
  return value;
}

/**
 * The sdk: `explicit` when given, else the provider's.
 *
 * @example
 * const { client, session } = useMarginalia();
 */
export function useMarginalia(explicit?: Marginalia): Marginalia {
  const value = useContext(MarginaliaContext);
  if (explicit) return explicit;
  if (!value) throw new Error(MISSING_PROVIDER);
  return value.sdk;
}

/** The injected navigation adapter. */
export function useNavigation(): NavigationAdapter {
  return useMarginaliaContext().navigation;
}

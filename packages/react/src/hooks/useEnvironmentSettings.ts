import { useEffect, useState } from 'react';
import { loadEnvironmentSettings, type ApiClient, type EnvironmentSettings } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';

// One settings call per client, shared by every component that asks.
const loaded = new WeakMap<ApiClient, Promise<EnvironmentSettings>>();

/**
 * The environment flags of `GET /settings`, or null while loading; a failed call gives every flag off.
 *
 * @example
 * const settings = useEnvironmentSettings();
 * if (settings?.showPersistentStorageWarning) …
 */
export function useEnvironmentSettings(): EnvironmentSettings | null {
  const { client } = useMarginalia();
  const [settings, setSettings] = useState<EnvironmentSettings | null>(null);
  useEffect(() => {
    let active = true;
    let request = loaded.get(client);
    if (!request) {
      request = loadEnvironmentSettings(client);
      loaded.set(client, request);
    }
    void request.then((value) => active && setSettings(value));
    return () => {
      active = false;
    };
  }, [client]);
  return settings;
}

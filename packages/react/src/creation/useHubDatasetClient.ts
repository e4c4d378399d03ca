import { useState } from 'react';
import { createServerHubClient, type HubDatasetClient } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';

/**
 * The hub client of this component: `explicit` when given, else one reading the hub the server names
 * (`GET /settings`), made once for the component's lifetime.
 *
 * @example
 * const hub = useHubDatasetClient(props.hub);
 */
export function useHubDatasetClient(explicit?: HubDatasetClient): HubDatasetClient {
  const sdk = useMarginalia();
  const [own] = useState(() => explicit ?? createServerHubClient(sdk.client));
  return explicit ?? own;
}

import type { ApiClient } from '../api/createApiClient';
import type { QueryOptions } from '../observer/QueryObserver';
import { toWorkspace, type Workspace } from '../model/Workspace';

/**
 * The signed-in user's workspaces (`GET /me/workspaces`), for My settings. A failed read shows as no workspaces
 * ('You are not a member of any workspace yet') rather than a page that stays loading.
 */
export function myWorkspacesQuery(client: ApiClient): QueryOptions<Workspace[]> {
  return {
    key: 'me:workspaces',
    load: () =>
      client
        .getMyWorkspaces()
        .then((list) => list.items.map(toWorkspace))
        .catch((): Workspace[] => []),
  };
}

import type { ItemsEnvelope } from './wire/common';
import type { WireSettings, WireToken, WireUser, WireWorkspace, WorkspaceCreate } from './wire/users';
import type { Requester } from './createRequester';
import type { ReadOptions } from './readOptions';

/** Calls of the signed-in user: sign-in, the user, the server's settings and workspaces. */
export interface AccountCalls {
  /** POST /v1/token (form-urlencoded). */
  createToken(username: string, password: string): Promise<WireToken>;
  getMe(options?: ReadOptions): Promise<WireUser>;
  getSettings(options?: ReadOptions): Promise<WireSettings>;
  getMyWorkspaces(options?: ReadOptions): Promise<ItemsEnvelope<WireWorkspace>>;
  getWorkspace(id: string, options?: ReadOptions): Promise<WireWorkspace>;
  /** GET /v1/workspaces/{id}/users (owners, and admins of the workspace): its members. */
  getWorkspaceUsers(id: string, options?: ReadOptions): Promise<ItemsEnvelope<WireUser>>;
  /** POST /v1/workspaces (owner or admin). */
  createWorkspace(body: WorkspaceCreate): Promise<WireWorkspace>;
}

const segment = encodeURIComponent;

/** The account calls of `createApiClient` over one requester. */
export function accountCalls(request: Requester): AccountCalls {
  return {
    createToken: (username, password) =>
      request('POST', '/token', { form: { username, password }, anonymous: true }),
    getMe: (options) => request('GET', '/me', options),
    getSettings: (options) => request('GET', '/settings', options),
    getMyWorkspaces: (options) => request('GET', '/me/workspaces', options),
    getWorkspace: (id, options) => request('GET', `/workspaces/${segment(id)}`, options),
    getWorkspaceUsers: (id, options) => request('GET', `/workspaces/${segment(id)}/users`, options),
    createWorkspace: (body) => request('POST', '/workspaces', { json: body }),
  };
}

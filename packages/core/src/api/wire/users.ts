import type { ItemsEnvelope, Timestamps, Uuid } from './common';

export type UserRole = 'owner' | 'admin' | 'annotator';
export const USER_ROLES: readonly UserRole[] = ['owner', 'admin', 'annotator'];

export interface WireUser extends Timestamps {
  id: Uuid;
  first_name: string;
  last_name: string | null;
  username: string;
  role: UserRole;
  api_key: string;
}

export interface UserCreate {
  username: string;
  password: string;
  first_name: string;
  last_name?: string | null;
  role?: UserRole;
}

export interface WireToken {
  access_token: string;
  token_type: 'bearer';
}

export interface WireWorkspace extends Timestamps {
  id: Uuid;
  name: string;
}

export interface WorkspaceCreate {
  name: string;
}

export interface WorkspaceUserCreate {
  user_id: Uuid;
}

export type WireUsers = ItemsEnvelope<WireUser>;
export type WireWorkspaces = ItemsEnvelope<WireWorkspace>;

/** GET /settings: null keys are omitted; off hub spaces the body is `{"argilla": {}}`. */
export interface WireSettings {
  argilla: {
    show_huggingface_space_persistent_storage_warning?: boolean;
    share_your_progress_enabled?: boolean;
  };
  huggingface?: {
    space_id: string | null;
    space_title: string | null;
    space_subdomain: string | null;
    space_host: string | null;
    space_repo_name: string | null;
    space_author_name: string | null;
    space_persistent_storage_enabled: boolean;
  };
  /** Marginalia only, present when the server is pointed at another hub (a local stand-in): where clients find it. */
  hub?: { hub_url: string; datasets_server_url: string };
}

export interface WireOAuthProviders {
  items: { name: string }[];
}

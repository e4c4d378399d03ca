import { z } from './zod';
import { boundedString, itemsEnvelope, timestampsSchema, trimmedString } from './common';
import { USER_ROLES } from './enums';
import { uuidSchema } from './uuid';

/** A user as `GET /me` and `GET /users` answer it (contract §6). */
export const userSchema = timestampsSchema.extend({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  api_key: z.string(),
});
export type WireUser = z.infer<typeof userSchema>;
export const usersSchema = itemsEnvelope(userSchema);
export type WireUsers = z.infer<typeof usersSchema>;

/** Body of `POST /users`. */
export const userCreateSchema = z.object({
  username: boundedString(1),
  password: boundedString(8, 100),
  first_name: trimmedString(1),
  last_name: trimmedString(1).nullish(),
  role: z.enum(USER_ROLES).default('annotator'),
});
export type UserCreate = z.input<typeof userCreateSchema>;
export type UserCreateParsed = z.output<typeof userCreateSchema>;

/** Form body of `POST /token` (`application/x-www-form-urlencoded`). */
export const tokenRequestSchema = z.object({ username: z.string(), password: z.string() });
export type TokenRequest = z.input<typeof tokenRequestSchema>;

/** `POST /token` answer. */
export const tokenSchema = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type WireToken = z.infer<typeof tokenSchema>;

export const workspaceSchema = timestampsSchema.extend({ id: z.string(), name: z.string() });
export type WireWorkspace = z.infer<typeof workspaceSchema>;
export const workspacesSchema = itemsEnvelope(workspaceSchema);
export type WireWorkspaces = z.infer<typeof workspacesSchema>;

/** Body of `POST /workspaces`. */
export const workspaceCreateSchema = z.object({ name: boundedString(1) });
export type WorkspaceCreate = z.input<typeof workspaceCreateSchema>;

/** Body of `POST /workspaces/{id}/users`. */
export const workspaceUserCreateSchema = z.object({ user_id: uuidSchema });
export type WorkspaceUserCreate = z.input<typeof workspaceUserCreateSchema>;

const huggingfaceSchema = z.object({
  space_id: z.string().nullable(),
  space_title: z.string().nullable(),
  space_subdomain: z.string().nullable(),
  space_host: z.string().nullable(),
  space_repo_name: z.string().nullable(),
  space_author_name: z.string().nullable(),
  space_persistent_storage_enabled: z.boolean(),
});

/** GET /settings: null keys are omitted; off hub spaces the body is `{"argilla": {}}`. */
export const settingsSchema = z.object({
  argilla: z.object({
    show_huggingface_space_persistent_storage_warning: z.boolean().optional(),
    share_your_progress_enabled: z.boolean().optional(),
  }),
  huggingface: huggingfaceSchema.optional(),
  /** Marginalia only, present when the server is pointed at another hub (a local stand-in): where clients find it. */
  hub: z.object({ hub_url: z.string(), datasets_server_url: z.string() }).optional(),
});
export type WireSettings = z.infer<typeof settingsSchema>;

export const oauthProvidersSchema = itemsEnvelope(z.object({ name: z.string() }));
export type WireOAuthProviders = z.infer<typeof oauthProvidersSchema>;

export type { UserRole } from './enums';

import type { UserRole, WireUser } from '../api/wire/users';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** The signed-in user as the UI sees it. */
export interface User {
  id: string;
  username: string;
  firstName: string;
  lastName: string | null;
  role: UserRole;
  apiKey: string;
  /** First two letters of the username, upper-cased (badge text). */
  avatar: string;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
}

/**
 * Badge text of a username: its first two letters in upper case.
 *
 * @example
 * avatarOf('annotator'); // 'AN'
 */
export function avatarOf(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

/**
 * Maps `GET /me` (or any user object) to a {@link User}.
 *
 * @example
 * const user = toUser(await client.getMe());
 */
export function toUser(wire: WireUser): User {
  return {
    id: wire.id,
    username: wire.username,
    firstName: wire.first_name,
    lastName: wire.last_name ?? null,
    role: wire.role,
    apiKey: wire.api_key,
    avatar: avatarOf(wire.username),
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
  };
}

/**
 * Whether the user administers datasets (role `admin` or `owner`).
 *
 * @example
 * if (isAdminOrOwner(session.getState().user)) showImportCard();
 */
export function isAdminOrOwner(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'owner';
}

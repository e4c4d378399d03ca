import type { WireUser } from '@marginalia/core';
import { serializeTimestamp } from '../common/time';
import type { UserRow } from '../http/app-env';

/** The contract's User object (§6). */
export function serializeUser(row: UserRow): WireUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    role: row.role,
    api_key: row.api_key,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}

import { createMessage, type Message } from '../messages/Message';
import { TABLE_MESSAGE_KEYS } from './tableMessageKeys';

// Defined beside the table edits in fields (below table), re-exported here where the table rules live.
export { NEW_COLUMN_NAME, nextColumnName } from '../fields/newColumnName';

/** How long a duplicate column name is typed before the warning shows (spec 2 §5). */
export const COLUMN_NAME_WARNING_DELAY_MS = 500;

/**
 * A typed column name as stored: dots become spaces (a dot would name a nested field), ends trimmed.
 *
 * @example
 * normalizeColumnName(' dose.mg '); // 'dose mg'
 */
export function normalizeColumnName(name: string): string {
  return name.replace(/\./g, ' ').trim();
}

/**
 * Why a new or renamed column may not take `name` (already normalized), or null when it may. `current` is the
 * column being renamed (keeping its own name is fine).
 *
 * @example
 * columnNameProblem('dose', ['dose', 'n']); // { key: 'column.exists', params: { name: 'dose' } }
 */
export function columnNameProblem(name: string, taken: readonly string[], current?: string): Message | null {
  if (name === '') return createMessage(TABLE_MESSAGE_KEYS.columnNameRequired);
  if (name !== current && taken.includes(name))
    return createMessage(TABLE_MESSAGE_KEYS.columnExists, { name });
  return null;
}

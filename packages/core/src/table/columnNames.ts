import { createMessage, type Message } from '../messages/Message';
import { TABLE_MESSAGE_KEYS } from './tableMessageKeys';

/** Name given to a new column, then `newColumn1`, `newColumn2`, … while taken (spec 2 §5). */
export const NEW_COLUMN_NAME = 'newColumn';

/** How long a duplicate column name is typed before the warning shows (spec 2 §5). */
export const COLUMN_NAME_WARNING_DELAY_MS = 500;

/**
 * The first free name among `newColumn`, `newColumn1`, `newColumn2`, …
 *
 * @example
 * nextColumnName(['newColumn']); // 'newColumn1'
 */
export function nextColumnName(taken: readonly string[]): string {
  if (!taken.includes(NEW_COLUMN_NAME)) return NEW_COLUMN_NAME;
  let suffix = 1;
  while (taken.includes(`${NEW_COLUMN_NAME}${suffix}`)) suffix += 1;
  return `${NEW_COLUMN_NAME}${suffix}`;
}

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

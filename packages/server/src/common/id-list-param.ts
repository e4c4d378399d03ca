import { normalizeUuid, uuidProblem } from '@marginalia/core';
import { UnprocessableEntityError } from '../errors/api-errors';

/** Most ids one bulk delete accepts. */
export const BULK_DELETE_MAX_IDS = 100;

/**
 * Parses an `ids=<uuid>,<uuid>` query parameter (all occurrences) for bulk deletes: 1–100 valid
 * UUIDs, else 422 with the original server's messages (`noun` is `record` or `suggestion`).
 */
export function parseIdList(values: readonly string[] | undefined, noun: 'record' | 'suggestion'): string[] {
  const ids = (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const title = noun === 'record' ? 'record' : 'suggestion';
  if (ids.length === 0) throw new UnprocessableEntityError(`No ${title} IDs provided`);
  if (ids.length > BULK_DELETE_MAX_IDS)
    throw new UnprocessableEntityError(`Cannot delete more than ${BULK_DELETE_MAX_IDS} ${title}s at once`);
  if (ids.some((id) => uuidProblem(id) !== null)) throw new UnprocessableEntityError('Invalid UUID format');
  return [...new Set(ids.map(normalizeUuid))];
}

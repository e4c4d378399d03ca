import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { serializeResponse } from './response-serializer';
import { serializeSuggestion } from './suggestion-serializer';
import { decodeVector } from '../db/vector-values';
import type { RecordRelations } from './record-serializer';

/** Which relationships to load for a page of records. */
export interface RelationsToLoad {
  /** `true` for every user's responses, `{ userId }` for one user's. */
  responses?: boolean | { userId: string };
  suggestions?: boolean;
  /** `true` for all vectors, a list of setting names for some. */
  vectors?: boolean | readonly string[];
}

/**
 * Loads responses, suggestions and vectors of many records with one query per relationship and
 * groups them by record id. Records without rows get empty lists/objects for requested keys.
 */
export async function loadRecordRelations(
  db: Kysely<Database>,
  recordIds: readonly string[],
  load: RelationsToLoad,
): Promise<Map<string, RecordRelations>> {
  const result = new Map<string, RecordRelations>();
  for (const id of recordIds) {
    const relations: RecordRelations = {};
    if (load.responses) relations.responses = [];
    if (load.suggestions) relations.suggestions = [];
    if (load.vectors) relations.vectors = {};
    result.set(id, relations);
  }
  if (recordIds.length === 0) return result;
  const ids = [...recordIds];

  if (load.responses) {
    let query = db.selectFrom('responses').selectAll().where('record_id', 'in', ids);
    if (typeof load.responses === 'object') query = query.where('user_id', '=', load.responses.userId);
    for (const row of await query.orderBy('inserted_at').orderBy('id').execute()) {
      result.get(row.record_id)?.responses?.push(serializeResponse(row));
    }
  }
  if (load.suggestions) {
    const rows = await db
      .selectFrom('suggestions')
      .selectAll()
      .where('record_id', 'in', ids)
      .orderBy('inserted_at')
      .orderBy('id')
      .execute();
    for (const row of rows) result.get(row.record_id)?.suggestions?.push(serializeSuggestion(row));
  }
  if (load.vectors) {
    let query = db
      .selectFrom('vectors')
      .innerJoin('vectors_settings', 'vectors_settings.id', 'vectors.vector_settings_id')
      .select(['vectors.record_id', 'vectors.value', 'vectors_settings.name'])
      .where('vectors.record_id', 'in', ids);
    if (Array.isArray(load.vectors)) {
      if (load.vectors.length === 0) return result;
      query = query.where('vectors_settings.name', 'in', [...load.vectors]);
    }
    for (const row of await query.orderBy('vectors_settings.inserted_at').execute()) {
      const vectors = result.get(row.record_id)?.vectors;
      if (vectors) vectors[row.name] = decodeVector(row.value);
    }
  }
  return result;
}

import type { Kysely } from 'kysely';
import type { Database, VectorsSettingsTable } from '../db/schema';
import { storedVectorValues } from '../db/vector-values';
import { loadRecordRelations } from './record-relations';

/**
 * The vectors a bulk write answers with, taken from the values it was sent instead of read back: reading a
 * batch's vectors again (hundreds of floats per record, parsed from `real[]` text on PostgreSQL) cost more than
 * writing them. Only the vectors of records that existed before and whose items did not send every setting are read.
 */

/** One written item: its record, whether the record existed before the write, and the vectors the item sent. */
export interface WrittenVectors {
  recordId: string;
  existed: boolean;
  sent: Readonly<Record<string, readonly number[]>>;
}

/**
 * Each written record's vectors after the write, keyed by setting name in the settings' order (as
 * `loadRecordRelations` answers them): the last value its items sent for a setting, else the stored one.
 */
export async function vectorsOfWrittenRecords(
  db: Kysely<Database>,
  settings: readonly Pick<VectorsSettingsTable, 'name'>[],
  written: readonly WrittenVectors[],
): Promise<Map<string, Record<string, number[]>>> {
  const sent = new Map<string, Map<string, readonly number[]>>();
  const existed = new Set<string>();
  for (const item of written) {
    const bySetting = sent.get(item.recordId) ?? new Map<string, readonly number[]>();
    sent.set(item.recordId, bySetting);
    for (const [name, values] of Object.entries(item.sent)) bySetting.set(name, values);
    if (item.existed) existed.add(item.recordId);
  }
  const unsent = [...existed].filter((id) => settings.some((s) => !sent.get(id)?.has(s.name)));
  const stored = await loadRecordRelations(db, unsent, { vectors: true });
  const result = new Map<string, Record<string, number[]>>();
  for (const [recordId, bySetting] of sent) {
    const vectors: Record<string, number[]> = {};
    for (const { name } of settings) {
      const values = bySetting.get(name);
      const value = values ? storedVectorValues(values) : stored.get(recordId)?.vectors?.[name];
      if (value) vectors[name] = value;
    }
    result.set(recordId, vectors);
  }
  return result;
}

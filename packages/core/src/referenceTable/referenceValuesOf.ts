import { tableValueSchema } from '../api/wire/tables';
import type { ReferenceValues } from './rowRules';

/**
 * The reference values a record's other tables offer (spec 2 §4): each table with a one-column primary key
 * offers its key values, with the rest of each row as details ('Show reference' of the group menu). Values that
 * are not table JSON (or JSON text of one) are skipped.
 *
 * @example
 * referenceValuesOf([{ schema: { fields: [...], primaryKey: ['Study_ID'] }, data: [{ Study_ID: 'S01', year: 2012 }] }]);
 * // { Study_ID: { S01: { year: 2012 } } }
 */
export function referenceValuesOf(values: readonly unknown[]): ReferenceValues {
  const out: Record<string, Record<string, unknown>> = {};
  for (const value of values) {
    let candidate = value;
    if (typeof value === 'string') {
      try {
        candidate = JSON.parse(value) as unknown;
      } catch {
        continue;
      }
    }
    const parsed = tableValueSchema.safeParse(candidate);
    const key =
      parsed.success && parsed.data.schema.primaryKey?.length === 1 ? parsed.data.schema.primaryKey[0] : null;
    if (!parsed.success || !key) continue;
    const column = (out[key] ??= {});
    for (const row of parsed.data.data) {
      const { [key]: id, ...details } = row;
      if (id !== null && id !== undefined && id !== '') column[String(id)] = details;
    }
  }
  return out;
}

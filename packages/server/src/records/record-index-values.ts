/**
 * What the search index keeps of a record: the texts full-text search matches and the metadata
 * scalars filters and sorts compare. Pure functions, shared by the write path and the migration
 * that backfills existing records.
 */

/** Longest text indexed per field; PostgreSQL refuses a tsvector over 1 MB. */
export const MAX_INDEXED_TEXT_LENGTH = 100_000;

/** Longest metadata string indexed; PostgreSQL b-tree entries must stay under ~2.7 kB. */
export const MAX_INDEXED_METADATA_LENGTH = 500;

/** One searchable text of a record. */
export interface IndexedText {
  field: string;
  text: string;
}

/** One metadata scalar of a record. */
export interface IndexedMetadataValue {
  name: string;
  value_text: string;
  value_number: number | null;
}

/** PostgreSQL text cannot hold NUL characters; they carry no words anyway. */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', ' ') : text;
}

function stringLeaves(value: unknown, out: string[], depth = 0): void {
  // Bounded depth: a hostile custom field must not exhaust the stack.
  if (depth > 32) return;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, out, depth + 1);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) stringLeaves(item, out, depth + 1);
}

function fieldText(type: string, value: unknown): string | null {
  switch (type) {
    case 'text':
      return typeof value === 'string' ? value : null;
    case 'chat':
      // Only the messages' contents are searchable, not their roles.
      return Array.isArray(value)
        ? value
            .map((m) => (m !== null && typeof m === 'object' ? (m as { content?: unknown }).content : null))
            .filter((c): c is string => typeof c === 'string')
            .join('\n')
        : null;
    case 'custom': {
      const leaves: string[] = [];
      stringLeaves(value, leaves);
      return leaves.join('\n');
    }
    default:
      return null;
  }
}

/**
 * The searchable texts of a record's fields: text fields as they are, chat fields' message
 * contents, custom fields' string leaves. Images and tables are not searched.
 *
 * @example
 * searchableTexts({ text: 'Hello' }, new Map([['text', 'text']])); // [{ field: 'text', text: 'Hello' }]
 */
export function searchableTexts(
  fields: Record<string, unknown>,
  fieldTypes: ReadonlyMap<string, string>,
): IndexedText[] {
  const texts: IndexedText[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const type = fieldTypes.get(field);
    if (!type) continue;
    const text = fieldText(type, value);
    if (text === null || text.trim() === '') continue;
    texts.push({ field, text: withoutNul(text.slice(0, MAX_INDEXED_TEXT_LENGTH)) });
  }
  return texts;
}

function scalarValue(value: unknown): { text: string; number: number | null } | null {
  if (typeof value === 'string') {
    return value.length > MAX_INDEXED_METADATA_LENGTH ? null : { text: withoutNul(value), number: null };
  }
  if (typeof value === 'number')
    return Number.isFinite(value) ? { text: String(value), number: value } : null;
  if (typeof value === 'boolean') return { text: String(value), number: null };
  return null;
}

/**
 * The metadata scalars to index: strings, numbers and booleans, and the scalar items of lists (one
 * row each). Objects, nulls and over-long strings are not indexed, so filters never match them.
 */
export function metadataIndexValues(metadata: Record<string, unknown> | null): IndexedMetadataValue[] {
  const rows: IndexedMetadataValue[] = [];
  for (const [name, value] of Object.entries(metadata ?? {})) {
    if (name.length > MAX_INDEXED_METADATA_LENGTH) continue;
    const items = Array.isArray(value) ? value : [value];
    const seen = new Set<string>();
    for (const item of items) {
      const scalar = scalarValue(item);
      if (!scalar || seen.has(scalar.text)) continue;
      seen.add(scalar.text);
      rows.push({ name: withoutNul(name), value_text: scalar.text, value_number: scalar.number });
    }
  }
  return rows;
}

import { sql, type Kysely } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * Migration 0002's backfill: the search index rows of the records that existed before it, computed by the
 * rules of that time (a frozen copy; the live writer is `records/record-search-index.ts`).
 */

/** Longest text indexed per field and longest metadata string or key, as they were when this migration was written. */
const MAX_TEXT = 100_000;
const MAX_METADATA = 500;
const PAGE = 1000;

const noNul = (text: string): string => text.replaceAll('\u0000', ' ');

/** Every string inside a custom field's value, at most 32 levels deep. */
function leaves(value: unknown, depth = 0): string[] {
  if (depth > 32) return [];
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap((item) => leaves(item, depth + 1));
}

/** What full-text search matched in a field of each type: texts, chat messages' contents, custom strings. */
function searchableText(type: string | undefined, value: unknown): string | null {
  if (type === 'text') return typeof value === 'string' ? value : null;
  if (type === 'chat' && Array.isArray(value)) {
    const contents = value.map((m) =>
      m !== null && typeof m === 'object' ? (m as { content?: unknown }).content : null,
    );
    return contents.filter((c): c is string => typeof c === 'string').join('\n');
  }
  return type === 'custom' ? leaves(value).join('\n') : null;
}

/** The metadata scalars filters compared: strings, finite numbers, booleans, and lists of them (deduplicated). */
function metadataRows(
  metadata: Record<string, unknown>,
): { name: string; value_text: string; value_number: number | null }[] {
  const rows = [];
  for (const [name, value] of Object.entries(metadata)) {
    if (name.length > MAX_METADATA) continue;
    const seen = new Set<string>();
    for (const item of Array.isArray(value) ? value : [value]) {
      let text: string | null = null;
      if (typeof item === 'string' && item.length <= MAX_METADATA) text = noNul(item);
      else if (typeof item === 'number' && Number.isFinite(item)) text = String(item);
      else if (typeof item === 'boolean') text = String(item);
      if (text === null || seen.has(text)) continue;
      seen.add(text);
      rows.push({
        name: noNul(name),
        value_text: text,
        value_number: typeof item === 'number' ? item : null,
      });
    }
  }
  return rows;
}

/** The searchable texts of one record's fields, in field order. */
function recordTexts(
  fields: Record<string, unknown>,
  types: ReadonlyMap<string, string>,
): [string, string][] {
  const texts: [string, string][] = [];
  for (const [field, value] of Object.entries(fields)) {
    const text = searchableText(types.get(field), value);
    if (text !== null && text.trim() !== '') texts.push([field, noNul(text.slice(0, MAX_TEXT))]);
  }
  return texts;
}

interface PageRecord {
  id: string;
  dataset_id: string;
  fields: string;
  metadata: string | null;
}

/** Splits rows into multi-row inserts of at most 200 rows. */
function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += 200) out.push(rows.slice(i, i + 200));
  return out;
}

async function insertTexts(db: Kysely<unknown>, rows: [PageRecord, string, string][]): Promise<void> {
  if (migrationDialect(db) === 'postgres') {
    for (const chunk of chunks(rows)) {
      const values = chunk.map(
        ([r, field, text]) => sql`(${r.id}, ${r.dataset_id}, ${field}, to_tsvector('simple', ${text}))`,
      );
      await sql`insert into record_texts (record_id, dataset_id, field, tsv) values ${sql.join(values)}`.execute(
        db,
      );
    }
    return;
  }
  // Explicit rowids tie each mapping row to its words in the FTS5 table.
  const max = await sql<{ max: number | null }>`select max(id) as max from record_texts`.execute(db);
  let next = Number(max.rows[0]?.max ?? 0) + 1;
  for (const chunk of chunks(rows.map(([r, field, text]) => ({ id: next++, r, field, text })))) {
    const mapping = chunk.map(({ id, r, field }) => sql`(${id}, ${r.id}, ${r.dataset_id}, ${field})`);
    await sql`insert into record_texts (id, record_id, dataset_id, field) values ${sql.join(mapping)}`.execute(
      db,
    );
    const words = chunk.map(({ id, text }) => sql`(${id}, ${text})`);
    await sql`insert into record_texts_fts (rowid, content) values ${sql.join(words)}`.execute(db);
  }
}

async function insertMetadata(db: Kysely<unknown>, records: readonly PageRecord[]): Promise<void> {
  const rows = records.flatMap((r) => {
    const metadata = r.metadata === null ? null : (JSON.parse(r.metadata) as Record<string, unknown> | null);
    return metadataRows(metadata ?? {}).map(
      (m) => sql`(${r.id}, ${r.dataset_id}, ${m.name}, ${m.value_text}, ${m.value_number})`,
    );
  });
  for (const chunk of chunks(rows)) {
    await sql`insert into record_metadata (record_id, dataset_id, name, value_text, value_number)
      values ${sql.join(chunk)}`.execute(db);
  }
}

/** Indexes every record, a page of 1,000 at a time, inside the migration's transaction. */
export async function backfillSearchIndex(db: Kysely<unknown>): Promise<void> {
  const fieldRows = await sql<{ dataset_id: string; name: string; settings: string }>`
    select dataset_id, name, settings from fields`.execute(db);
  const fieldTypes = new Map<string, Map<string, string>>();
  for (const row of fieldRows.rows) {
    const types = fieldTypes.get(row.dataset_id) ?? new Map<string, string>();
    types.set(row.name, (JSON.parse(row.settings) as { type: string }).type);
    fieldTypes.set(row.dataset_id, types);
  }
  let after = '';
  for (;;) {
    const page = await sql<PageRecord>`select id, dataset_id, fields, metadata from records
      where id > ${after} order by id limit ${PAGE}`.execute(db);
    if (page.rows.length === 0) return;
    const texts = page.rows.flatMap((record) =>
      recordTexts(JSON.parse(record.fields), fieldTypes.get(record.dataset_id) ?? new Map()).map(
        ([field, text]): [PageRecord, string, string] => [record, field, text],
      ),
    );
    await insertTexts(db, texts);
    await insertMetadata(db, page.rows);
    after = (page.rows[page.rows.length - 1] as PageRecord).id;
  }
}

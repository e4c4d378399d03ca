import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Insertable, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDialects } from '../testing/test-server';
import { metadataIndexValues, searchableTexts } from '../records/record-index-values';
import { indexRecordMetadata, indexRecordTexts } from '../records/record-search-index';
import { decodeVector } from './vector-values';
import { createDatabase } from './database';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/** An empty database: these tests run the migrations themselves, from the initial schema on. */
async function freshDatabaseUrl(
  dialect: 'sqlite' | 'postgres',
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'postgres') return createPostgresDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'marginalia-migrate-'));
  return { url: join(dir, 'legacy.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

const T = '2024-05-01T10:22:33.000000';

// A record of every indexed kind: chat contents, custom string leaves, a NUL character, an image that is
// never searched, blank text; metadata lists with repeats, booleans, objects, nulls and an over-long string.
const RICH_FIELDS = {
  text: 'with a \u0000 NUL',
  chat: [
    { role: 'user', content: 'Where is Lisbon?' },
    { role: 'assistant', content: 'In Portugal.' },
  ],
  custom: { title: 'Nested', parts: ['deep', { deeper: 'words' }], count: 3 },
  image: 'https://example.com/cat.png',
};
const RICH_METADATA = {
  tags: ['a', 'b', 'a', 2, 2, true],
  flag: false,
  nested: { no: 'index' },
  missing: null,
  long: 'x'.repeat(501),
  score: 0.5,
};

/** A ready dataset of workspace `w`, as the initial schema stores it. */
const datasetRow = (id: string): Insertable<Database['datasets']> => ({
  id,
  name: id,
  guidelines: null,
  allow_extra_metadata: 1,
  status: 'ready',
  distribution: '{"strategy":"overlap","min_submitted":1}',
  metadata: null,
  workspace_id: 'w',
  last_activity_at: T,
  inserted_at: T,
  updated_at: T,
});

describe.each(testDialects())('migrations from the initial schema (%s)', (dialect) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl(dialect);
    drop = fresh.drop;
    db = createDatabase(fresh.url);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0001_initial')).error).toBeUndefined();
    // Rows as the initial schema stored them: vectors as JSON text.
    const stamps = { inserted_at: T, updated_at: T };
    await db
      .insertInto('workspaces')
      .values({ id: 'w', name: 'w', ...stamps })
      .execute();
    await db.insertInto('datasets').values(datasetRow('d')).execute();
    await db
      .insertInto('fields')
      .values({
        id: 'f',
        name: 'text',
        title: 'Text',
        required: 1,
        settings: '{"type":"text"}',
        dataset_id: 'd',
        ...stamps,
      })
      .execute();
    for (const [id, name, type] of [
      ['f2', 'chat', 'chat'],
      ['f3', 'custom', 'custom'],
      ['f4', 'image', 'image'],
    ] as const) {
      await db
        .insertInto('fields')
        .values({
          id,
          name,
          title: name,
          required: 0,
          settings: `{"type":"${type}"}`,
          dataset_id: 'd',
          ...stamps,
        })
        .execute();
    }
    await db
      .insertInto('records')
      .values({
        id: 'r2',
        dataset_id: 'd',
        external_id: null,
        fields: JSON.stringify(RICH_FIELDS),
        metadata: JSON.stringify(RICH_METADATA),
        status: 'pending',
        shuffle_key: 2,
        ...stamps,
      })
      .execute();
    await db
      .insertInto('vectors_settings')
      .values({ id: 'vs', name: 'v', title: 'V', dimensions: 3, dataset_id: 'd', ...stamps })
      .execute();
    await db
      .insertInto('records')
      .values({
        id: 'r',
        dataset_id: 'd',
        external_id: null,
        fields: '{"text":"Legacy words survive"}',
        metadata: '{"category":"books","votes":7}',
        status: 'pending',
        shuffle_key: 1,
        ...stamps,
      })
      .execute();
    await db
      .insertInto('vectors')
      .values({
        id: 'v1',
        record_id: 'r',
        vector_settings_id: 'vs',
        value: '[0.1, 0.2, 0.3]',
        ...stamps,
      } as never)
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('indexes existing records for full-text search and metadata filters', async () => {
    const texts = await db
      .selectFrom('record_texts')
      .select(['record_id', 'field'])
      .where('record_id', '=', 'r')
      .execute();
    expect(texts).toEqual([{ record_id: 'r', field: 'text' }]);
    const metadata = await db
      .selectFrom('record_metadata')
      .select(['name', 'value_text', 'value_number'])
      .where('record_id', '=', 'r')
      .orderBy('name')
      .execute();
    expect(
      metadata.map((m) => ({ ...m, value_number: m.value_number === null ? null : Number(m.value_number) })),
    ).toEqual([
      { name: 'category', value_text: 'books', value_number: null },
      { name: 'votes', value_text: '7', value_number: 7 },
    ]);
  });

  it('keeps one index on record_metadata, the (record_id, name) one that filters and sorts probe', async () => {
    const names =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'record_metadata' order by indexname`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'record_metadata' order by name`.execute(db);
    expect(names.rows.map((r) => r.name)).toEqual(['record_metadata_record_values_idx']);
  });

  it('indexes them as the live index writer does (the frozen backfill keeps its rules)', async () => {
    const types = new Map([
      ['text', 'text'],
      ['chat', 'chat'],
      ['custom', 'custom'],
      ['image', 'image'],
    ]);
    const texts = await db
      .selectFrom('record_texts')
      .select(['field'])
      .where('record_id', '=', 'r2')
      .orderBy('id')
      .execute();
    expect(texts.map((t) => t.field)).toEqual(searchableTexts(RICH_FIELDS, types).map((t) => t.field));
    const metadata = await db
      .selectFrom('record_metadata')
      .select(['name', 'value_text', 'value_number'])
      .where('record_id', '=', 'r2')
      .execute();
    const normalized = metadata.map((m) => ({
      ...m,
      value_number: m.value_number === null ? null : Number(m.value_number),
    }));
    const byKey = (a: { name: string; value_text: string }, b: { name: string; value_text: string }) =>
      `${a.name}:${a.value_text}`.localeCompare(`${b.name}:${b.value_text}`);
    expect(normalized.sort(byKey)).toEqual(metadataIndexValues(RICH_METADATA).sort(byKey));
  });

  it.each([['legacy'], ['survive'], ['lisbon'], ['nested']])(
    'finds the migrated record by the word "%s" in all fields',
    async (word) => {
      const match =
        dialect === 'postgres'
          ? await sql<{
              id: string;
            }>`select id from records where search_tsv @@ plainto_tsquery('simple', ${word})`.execute(db)
          : await sql<{ id: string }>`select t.record_id as id from record_texts_fts
            join record_texts as t on t.id = record_texts_fts.rowid where record_texts_fts match ${word}`.execute(
              db,
            );
      expect(match.rows.map((r) => r.id)).toEqual([word === 'lisbon' || word === 'nested' ? 'r2' : 'r']);
    },
  );

  it.runIf(dialect === 'postgres')('gives existing records their metadata facets', async () => {
    const facets = await sql<{
      id: string;
      lexemes: string[];
    }>`select id, tsvector_to_array(search_facets) as lexemes from records order by id`.execute(db);
    expect(facets.rows.map((r) => ({ ...r, lexemes: [...r.lexemes].sort() }))).toEqual([
      { id: 'r', lexemes: ['~m:8:category=books', '~x:votes'] },
      { id: 'r2', lexemes: ['~m:4:tags=a', '~m:4:tags=b', '~x:flag', '~x:score', '~x:tags'] },
    ]);
    const found = await sql<{
      id: string;
    }>`select id from records where (search_tsv || search_facets) @@ '''legacy'' & ''~m:8:category=books'''::tsquery`.execute(
      db,
    );
    expect(found.rows).toEqual([{ id: 'r' }]);
  });

  it('converts JSON vectors to float32 with their norm', async () => {
    const row = await db.selectFrom('vectors').select(['value', 'norm']).executeTakeFirstOrThrow();
    expect(typeof row.value).not.toBe('string');
    expect(decodeVector(row.value)).toEqual([0.1, 0.2, 0.3]);
    expect(Number(row.norm)).toBeCloseTo(Math.sqrt(0.14), 6);
  });

  it('deletes the search rows of deleted records, one by one or with their dataset', async () => {
    await db.insertInto('datasets').values(datasetRow('d2')).execute();
    const records = ['x1', 'x2', 'x3'].map((id, i) => ({
      id,
      dataset_id: 'd2',
      fields: JSON.stringify({ text: `gone words ${id}`, chat: [{ role: 'user', content: 'more' }] }),
      metadata: JSON.stringify({ category: 'gone', votes: i }),
    }));
    await db
      .insertInto('records')
      .values(
        records.map((r, i) => ({
          ...r,
          external_id: null,
          status: 'pending',
          shuffle_key: i,
          inserted_at: T,
          updated_at: T,
        })),
      )
      .execute();
    const types = new Map([
      ['text', 'text'],
      ['chat', 'chat'],
    ]);
    await indexRecordTexts(db, records, types);
    await indexRecordMetadata(db, records);
    const left = async () => {
      const texts = await db
        .selectFrom('record_texts')
        .select('record_id')
        .where('record_id', 'like', 'x%')
        .execute();
      const metadata = await db
        .selectFrom('record_metadata')
        .select('record_id')
        .where('record_id', 'like', 'x%')
        .execute();
      return [...new Set([...texts, ...metadata].map((r) => r.record_id))].sort();
    };
    expect(await left()).toEqual(['x1', 'x2', 'x3']);
    await db.deleteFrom('records').where('id', '=', 'x1').execute();
    expect(await left()).toEqual(['x2', 'x3']);
    await db.deleteFrom('datasets').where('id', '=', 'd2').execute();
    expect(await left()).toEqual([]);
    // The other dataset's rows stay.
    expect(
      await db.selectFrom('record_metadata').select('record_id').where('record_id', '=', 'r').execute(),
    ).toHaveLength(2);
  });
});

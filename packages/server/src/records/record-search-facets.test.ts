import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../db/json-column';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { metadataFacets, quotedLexeme, searchFacetsColumn } from './record-search-facets';

/** Metadata of every shape the facets treat apart, as records carry it. */
const METADATA: (Record<string, unknown> | null)[] = [
  null,
  {},
  { tag: 'news', votes: 3, ok: true, none: null, nested: { a: 'b' } },
  { tags: ['a', 'b', 'a', 7, false, null, ['x'], { y: 'z' }] },
  { quote: "it's", slash: 'a\\b', spaces: 'two words', empty: '' },
  { 'é — ✓': 'ünï 😀', '😀': '✓' },
  { control: 'line\u0001break' },
  { nul: 'a\u0000b' },
  { text: 'x'.repeat(500), longer: 'x'.repeat(501) },
  { astral: '😀'.repeat(250), astralLonger: '😀'.repeat(251) },
  { ['k'.repeat(500)]: 'v', ['k'.repeat(501)]: 'v' },
  // A name of 1,000 bytes and a value of 999 fit a lexeme (2,000 bytes at most); a value of 1,002 does not.
  { ['é'.repeat(500)]: '✓'.repeat(333), ['ê'.repeat(500)]: '✓'.repeat(334) },
  { big: 1e300, negative: -0.5, list: [] },
  {
    escapes: 'tab\there "quoted" \n newline / slash',
    padded: ' both ends ',
    lines: '\nlead',
    trail: 'end\n',
  },
];

describe('metadataFacets', () => {
  it('gives the lexemes of strings, numbers and booleans, and nothing for null or non-object metadata', () => {
    expect(metadataFacets('{"tag":["a","b"],"votes":3}')).toBe("'~m:3:tag=a' '~m:3:tag=b' '~x:votes'");
    expect(metadataFacets('{"ok":true,"none":null,"nested":{"a":"b"},"lists":[["x"]]}')).toBe("'~x:ok'");
    expect(metadataFacets(null)).toBe('');
    expect(metadataFacets('null')).toBe('');
    expect(metadataFacets('[1,2]')).toBe('');
    expect(metadataFacets('"text"')).toBe('');
  });

  it('counts the name in UTF-8 bytes and quotes quotes and backslashes', () => {
    expect(metadataFacets(toJson({ é: "it's a\\b" }))).toBe("'~m:2:é=it''s a\\\\b'");
    expect(quotedLexeme("o'k\\")).toBe("'o''k\\\\'");
  });

  it('gives only `~*` for text with a \\u escape or over 500,000 bytes', () => {
    expect(metadataFacets(toJson({ control: '\u0001' }))).toBe("'~*'");
    expect(metadataFacets(toJson({ text: 'a\\u0041' }))).toBe("'~*'");
    expect(metadataFacets(toJson({ text: 'x'.repeat(500_000) }))).toBe("'~*'");
  });

  it('leaves out names and strings over 500 UTF-16 units, and makes over-long pairs `~x:`', () => {
    expect(metadataFacets(toJson({ a: '😀'.repeat(251), ['b'.repeat(501)]: 'v' }))).toBe('');
    expect(metadataFacets(toJson({ ['é'.repeat(500)]: '✓'.repeat(334) }))).toBe(`'~x:${'é'.repeat(500)}'`);
    expect(metadataFacets(toJson({ ['é'.repeat(500)]: '✓'.repeat(333) }))).toBe(
      `'~m:1000:${'é'.repeat(500)}=${'✓'.repeat(333)}'`,
    );
  });

  it('is only a PostgreSQL column', () => {
    expect(searchFacetsColumn('sqlite', '{"a":"b"}')).toEqual({});
    expect(searchFacetsColumn('postgres', '{"a":"b"}')).toEqual({ search_facets: "'~m:1:a=b'" });
  });
});

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))('search_facets (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;

  /** Records whose stored facets differ from what the database function gives their stored metadata. */
  const mismatched = async () => {
    const result = await sql<{ id: string }>`select id from records
      where search_facets is distinct from marginalia_metadata_facets(metadata)`.execute(server.db);
    return result.rows.map((r) => r.id);
  };

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
  });
  afterAll(async () => server?.close());

  it('computes exactly what the database function gives', async () => {
    for (const metadata of METADATA) {
      const text = metadata === null ? null : toJson(metadata);
      const result = await sql<{ same: boolean; ours: string; theirs: string }>`select
          cast(${metadataFacets(text)} as tsvector) = marginalia_metadata_facets(${text}) as same,
          cast(${metadataFacets(text)} as tsvector)::text as ours, marginalia_metadata_facets(${text})::text as theirs`.execute(
        server.db,
      );
      expect(result.rows[0], text ?? 'null').toMatchObject({ same: true });
    }
  });

  it('writes them with new and rewritten records, and the database keeps them for writes without them', async () => {
    // The bulk paths write the facets themselves: while they run, the trigger function fails any write it sees.
    const { rows } = await sql<{ definition: string }>`select pg_get_functiondef(
      'marginalia_records_set_facets'::regproc) as definition`.execute(server.db);
    await sql`create or replace function marginalia_records_set_facets() returns trigger language plpgsql as $$
      begin raise exception 'the trigger computed the facets'; end $$`.execute(server.db);
    const ids = await addRecords(server, fixture.datasetId, METADATA.length, (i) =>
      METADATA[i] === null ? {} : { metadata: METADATA[i] },
    );
    // The SDK's upsert: every record again, half with the same metadata and half with a new string (and one new
    // record); then one record with fields only.
    const upsert = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: {
        items: [
          ...METADATA.map((metadata, i) => ({
            external_id: `r${i}`,
            metadata: i % 2 ? { tag: `new ${i}` } : metadata,
          })),
          { fields: { text: 'A new record.' }, external_id: 'new', metadata: { tag: 'fresh' } },
        ],
      },
    });
    expect(upsert.status, JSON.stringify(upsert.body)).toBe(200);
    const fieldsOnly = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items: [{ external_id: 'r2', fields: { text: 'Fields only: the metadata stays.' } }] },
    });
    expect(fieldsOnly.status).toBe(200);
    await sql.raw(rows[0]!.definition).execute(server.db);
    expect(await mismatched()).toEqual([]);

    // Metadata changed with the same facets (a number): the database cannot tell them from facets left out.
    const numberOnly = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items: [{ external_id: 'r2', metadata: { ...METADATA[2], votes: 4 } }] },
    });
    expect(numberOnly.status).toBe(200);

    const patched = await server.request('PATCH', `/api/v1/records/${ids[2]}`, {
      json: { metadata: { tag: 'patched' } },
    });
    expect(patched.status).toBe(200);
    await sql`update records set metadata = ${toJson({ raw: 'update' })} where id = ${ids[3]}`.execute(
      server.db,
    );
    await sql`update records set search_facets = null where id = ${ids[4]}`.execute(server.db);
    await sql`update records set search_facets = ''::tsvector where id = ${ids[5]}`.execute(server.db);
    expect(await mismatched()).toEqual([ids[5]]);

    const facets = await sql<{
      id: string;
      lexemes: string[];
    }>`select id, tsvector_to_array(search_facets) as lexemes
      from records where id in (${ids[2]}, ${ids[3]})`.execute(server.db);
    expect(Object.fromEntries(facets.rows.map((r) => [r.id, r.lexemes]))).toEqual({
      [ids[2]!]: ['~m:3:tag=patched'],
      [ids[3]!]: ['~m:3:raw=update'],
    });
  });
});

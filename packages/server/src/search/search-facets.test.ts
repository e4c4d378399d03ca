import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  addTermsProperty,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { exactMetadataFacets, facetQuery } from './search-facets';

const status = (values: string[]) => ({
  type: 'terms' as const,
  scope: { entity: 'record' as const, property: 'status' as const },
  values,
});
const terms = (name: string, values: string[]) => ({
  type: 'terms' as const,
  scope: { entity: 'metadata' as const, metadata_property: name },
  values,
});

describe('facetQuery', () => {
  it('turns metadata terms filters into facet lexemes, quoted as is', () => {
    expect(facetQuery([terms('tag', ["it's", 'a\\b']), status(['pending'])])).toBe(
      "('~m:3:tag=it''s' | '~m:3:tag=a\\\\b' | '~x:tag' | '~*')",
    );
    expect(facetQuery([terms('a', ['1']), terms('é', ['x'])])).toBe(
      "('~m:1:a=1' | '~x:a' | '~*') & ('~m:2:é=x' | '~x:é' | '~*')",
    );
  });

  it('leaves out ranges, other scopes, the record status and values too long for a lexeme', () => {
    expect(
      facetQuery([
        { type: 'range', scope: { entity: 'metadata', metadata_property: 'votes' }, ge: 1, le: null },
        {
          type: 'terms',
          scope: { entity: 'response', question: null, property: 'status' },
          values: ['pending'],
        },
        status(['pending']),
      ]),
    ).toBeNull();
    expect(facetQuery([terms('tag', ['x'.repeat(2100)])])).toBe("('~x:tag' | '~*')");
  });

  it('gives the exact lexemes of metadata strings', () => {
    expect(exactMetadataFacets('tag', ['a', 'b\u0000c'])).toBe("('~m:3:tag=a' | '~m:3:tag=b c')");
    expect(exactMetadataFacets('tag', ['x'.repeat(2100)])).toBeNull();
  });
});

// Each record holds the word "ada"; the tag is what the facets must keep findable (record 8 lacks the word).
const TAGS: unknown[] = [
  'news',
  "it's \\ odd",
  ['news', 'other'],
  7,
  true,
  'with \u0000 nul',
  'é — ✓',
  undefined,
  'news',
  // 251 characters, 502 UTF-16 units: too long for the metadata index, as is its facet; 250 of them fit.
  '😀'.repeat(251),
  '😀'.repeat(250),
];

describe.each(testDialects())('text search with filters on facets (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];
  const matches = async (filters: object[], q = 'ada') => {
    const res = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/search`, {
      json: { query: { text: { q } }, filters: { and: filters } },
      as: fixture.admin,
    });
    expect(res.status).toBe(200);
    return res.body.items
      .map((i: { record: { id: string } }) => ids.indexOf(i.record.id))
      .sort((a: number, b: number) => a - b);
  };

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    await addTermsProperty(server, fixture.datasetId, 'tag');
    ids = await addRecords(server, fixture.datasetId, TAGS.length, (i) => ({
      ...(i === 8 ? { fields: { text: 'No name here.' } } : {}),
      metadata: TAGS[i] === undefined ? { votes: i } : { tag: TAGS[i], votes: i },
    }));
  });
  afterAll(async () => server?.close());

  it('finds every record whose metadata terms match, whatever their text form', async () => {
    expect(await matches([terms('tag', ['news'])])).toEqual([0, 2]);
    expect(await matches([terms('tag', ["it's \\ odd"])])).toEqual([1]);
    expect(await matches([terms('tag', ['7', 'true'])])).toEqual([3, 4]);
    expect(await matches([terms('tag', ['with \u0000 nul'])])).toEqual([5]);
    expect(await matches([terms('tag', ['é — ✓'])])).toEqual([6]);
    expect(await matches([terms('tag', ['😀'.repeat(251), '😀'.repeat(250)])])).toEqual([10]);
    expect(await matches([terms('votes', ['3']), terms('tag', ['7'])])).toEqual([3]);
  });

  it('combines status and metadata facets with every word of the query', async () => {
    expect(await matches([terms('tag', ['news']), status(['pending'])], 'ada acme')).toEqual([0, 2]);
    expect(await matches([terms('tag', ['news']), status(['completed'])])).toEqual([]);
    expect(await matches([terms('tag', ['news'])], 'ada -lovelace')).toEqual([]);
  });

  it('follows status and metadata changes of a record', async () => {
    const submitted = await server.request('POST', `/api/v1/records/${ids[0]}/responses`, {
      json: { status: 'submitted', values: { label: { value: 'neutral' }, rating: { value: 3 } } },
      as: fixture.annotator,
    });
    expect(submitted.status).toBe(201);
    expect(await matches([status(['completed'])])).toEqual([0]);
    const patched = await server.request('PATCH', `/api/v1/records/${ids[2]}`, {
      json: { metadata: { tag: 'sports', votes: 2 } },
    });
    expect(patched.status).toBe(200);
    expect(await matches([terms('tag', ['news'])])).toEqual([0]);
    expect(await matches([terms('tag', ['sports']), status(['pending'])])).toEqual([2]);
  });
});

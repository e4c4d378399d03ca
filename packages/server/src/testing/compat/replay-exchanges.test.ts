import { describe, expect, it } from 'vitest';
import { checkShape } from './check-shape';
import { PlaceholderMap } from './placeholder-map';
import { replayExchanges, type ReplayTarget } from './replay-exchanges';
import type { ReplayFixture } from './replay-fixture';

const enums = [{ path: 'items[].role', values: ['owner', 'annotator'] }];

describe('checkShape', () => {
  it('accepts the same keys and types, whatever the values', () => {
    expect(checkShape({ a: 'x', b: [1, 2], c: { d: null } }, { a: 'y', b: [3, 4], c: { d: null } })).toEqual(
      [],
    );
  });

  it('reports a missing key, an extra key and another type, with their paths', () => {
    expect(checkShape({ a: { b: 1, c: 'x' } }, { a: { b: '1', d: 2 } })).toEqual([
      'a.b: string where the client got number',
      'a: key "c" is missing',
      'a: key "d" is not in what the client got',
    ]);
  });

  it("reports a value outside the client's enumeration", () => {
    expect(checkShape({ items: [{ role: 'owner' }] }, { items: [{ role: 'reviewer' }] }, { enums })).toEqual([
      'items[].role: "reviewer" is not one of the client\'s values ["owner","annotator"]',
    ]);
  });

  it('compares arrays item by item and their lengths, unless the recording cut them', () => {
    expect(checkShape([{ a: 1 }], [{ a: 1 }, { a: 2 }])).toEqual(['(body): 2 items where the client got 1']);
    expect(checkShape([{ a: 1 }], [{ a: 1 }, { a: 2 }], { maxItems: 1 })).toEqual([]);
    expect(checkShape([{ a: 1 }], [{ b: 1 }], { maxItems: 1 })).toEqual([
      '[]: key "a" is missing',
      '[]: key "b" is not in what the client got',
    ]);
  });

  it('checks timestamps and ids already bound', () => {
    const ids = new PlaceholderMap();
    ids.bind('<id:1>', 'a0000000-0000-4000-8000-000000000000');
    expect(
      checkShape(
        { id: '<id:1>', at: '<timestamp>' },
        { id: 'b0000000-0000-4000-8000-000000000000', at: 'soon' },
        { placeholders: ids },
      ),
    ).toEqual([
      'id: "b0000000-0000-4000-8000-000000000000" where the client got <id:1> (a0000000-0000-4000-8000-000000000000)',
      'at: "soon" is not a timestamp',
    ]);
  });
});

describe('PlaceholderMap', () => {
  it('binds ids from answers, inside strings too, and makes up the ones a client generated', () => {
    const ids = new PlaceholderMap();
    ids.bindFrom(
      { id: '<id:1>', url: '/api/v1/file/<id:2>/a.pdf' },
      { id: 'x-1', url: '/api/v1/file/ws-9/a.pdf' },
    );
    expect(ids.fill('/records/<id:1>?w=<id:2>')).toBe('/records/x-1?w=ws-9');
    const made = ids.fill({ id: '<id:3>' }).id;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.fill('<id:3>')).toBe(made);
  });
});

describe('replayExchanges', () => {
  const fixture: ReplayFixture = {
    client: 'test client',
    maxItems: null,
    exchanges: [
      {
        method: 'POST',
        path: '/api/v1/things',
        query: [],
        auth: 'owner',
        contentType: 'application/json',
        request: { json: { name: 'a' } },
        status: 201,
        response: { json: { id: '<id:1>', name: 'a' } },
      },
      {
        method: 'GET',
        path: '/api/v1/things/<id:1>',
        query: [['include', 'all']],
        auth: 'owner',
        request: null,
        status: 200,
        response: { json: { id: '<id:1>', name: 'a' } },
      },
    ],
  };

  function targetAnswering(status: number, body: unknown): ReplayTarget & { seen: string[] } {
    const seen: string[] = [];
    return {
      seen,
      ownerApiKey: 'key',
      send: async (method, pathAndQuery, init) => {
        seen.push(`${method} ${pathAndQuery} ${init.headers['X-Argilla-Api-Key']}`);
        return method === 'POST'
          ? { status: 201, text: JSON.stringify({ id: 'new-id', name: 'a' }) }
          : { status, text: JSON.stringify(body) };
      },
    };
  }

  it('sends the requests with the ids the target answered and finds nothing when the answers match', async () => {
    const target = targetAnswering(200, { id: 'new-id', name: 'b' });
    expect(await replayExchanges(target, fixture)).toEqual([]);
    expect(target.seen).toEqual(['POST /api/v1/things key', 'GET /api/v1/things/new-id?include=all key']);
  });

  it('applies an enumeration rule only to the answers of the requests it names', async () => {
    const target = targetAnswering(200, { id: 'new-id', name: 'b' });
    const onGet = [{ path: 'name', values: ['a'], request: 'GET /api/v1/things/*' }];
    expect(await replayExchanges(target, fixture, { enums: onGet })).toEqual([
      '#2 GET /api/v1/things/<id:1>: name: "b" is not one of the client\'s values ["a"]',
    ]);
    const onPost = [{ path: 'name', values: ['a'], request: 'POST *' }];
    expect(
      await replayExchanges(targetAnswering(200, { id: 'new-id', name: 'b' }), fixture, { enums: onPost }),
    ).toEqual([]);
  });

  it('checks the answer headers a client reads and sends a signed link back with the credentials answered', async () => {
    const signed: ReplayFixture = {
      client: 'test client',
      maxItems: null,
      exchanges: [
        {
          method: 'GET',
          path: '/api/v1/documents/1',
          query: [],
          auth: 'owner',
          request: null,
          status: 200,
          response: { json: { url: '/api/v1/file/ws/pdf/<id:1>?expires=<secret:1>&signature=<secret:2>' } },
        },
        {
          method: 'GET',
          path: '/api/v1/file/ws/pdf/<id:1>',
          query: [
            ['expires', '<secret:1>'],
            ['signature', '<secret:2>'],
          ],
          auth: null,
          request: null,
          status: 200,
          response: { base64: 'JVBERi0=' },
          responseHeaders: { 'version-id': '<id:1>', 'last-modified': '<timestamp>' },
        },
      ],
    };
    const seen: string[] = [];
    const answering = (headers: Record<string, string>): ReplayTarget => ({
      ownerApiKey: 'key',
      send: async (_method, pathAndQuery) => {
        seen.push(pathAndQuery);
        return pathAndQuery.startsWith('/api/v1/documents')
          ? { status: 200, text: JSON.stringify({ url: '/api/v1/file/ws/pdf/d-1?expires=99&signature=s_g' }) }
          : { status: 200, text: '%PDF-', headers };
      },
    });
    const headers = { 'version-id': 'd-1', 'last-modified': '2026-01-02T03:04:05Z', etag: 'x' };
    expect(await replayExchanges(answering(headers), signed)).toEqual([]);
    expect(seen[1]).toBe('/api/v1/file/ws/pdf/d-1?expires=99&signature=s_g');
    expect(await replayExchanges(answering({ 'version-id': 'other' }), signed)).toEqual([
      '#2 GET /api/v1/file/ws/pdf/<id:1>: header version-id: "other" where the client got <id:1> (d-1)',
      '#2 GET /api/v1/file/ws/pdf/<id:1>: header (body): key "last-modified" is missing',
    ]);
  });

  it('reports another status and another shape', async () => {
    expect(await replayExchanges(targetAnswering(404, { detail: 'x' }), fixture)).toEqual([
      '#2 GET /api/v1/things/<id:1>: status 404 where the client got 200: {"detail":"x"}',
    ]);
    expect(await replayExchanges(targetAnswering(200, { id: 'new-id' }), fixture)).toEqual([
      '#2 GET /api/v1/things/<id:1>: (body): key "name" is missing',
    ]);
  });
});

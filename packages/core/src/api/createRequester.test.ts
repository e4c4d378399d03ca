import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { createRequester, type RequesterOptions } from './createRequester';

interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch stub answering by "METHOD path" (the default answer echoes a call counter), counting calls. */
function setup(replies: Record<string, Reply> = {}, options: Partial<RequesterOptions> = {}) {
  let clock = 5_000_000;
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(String(input), 'http://test.local/').pathname}`;
    calls.push(route);
    const reply = replies[route] ?? { body: { call: calls.length } };
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: reply.headers,
    });
  };
  const request = createRequester({ fetch, now: () => clock, ...options });
  return {
    request,
    calls,
    count: (route: string) => calls.filter((call) => call === route).length,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createRequester: GET cache', () => {
  it('answers a repeated GET from the cache for 3 s, then asks again', async () => {
    const { request, count, advance } = setup();
    await expect(request('GET', '/me')).resolves.toEqual({ call: 1 });
    advance(2_999);
    await expect(request('GET', '/me')).resolves.toEqual({ call: 1 });
    advance(1);
    await expect(request('GET', '/me')).resolves.toEqual({ call: 2 });
    expect(count('GET /api/v1/me')).toBe(2);
  });

  it('keeps an answer for the max-age the server gives', async () => {
    const { request, count, advance } = setup({
      'GET /api/v1/settings': { body: { s: 1 }, headers: { 'Cache-Control': 'private, max-age=30' } },
      'GET /api/v1/me': { body: { u: 1 }, headers: { 'Cache-Control': 'no-store' } },
    });
    await request('GET', '/settings');
    advance(29_999);
    await request('GET', '/settings');
    expect(count('GET /api/v1/settings')).toBe(1);
    advance(1);
    await request('GET', '/settings');
    expect(count('GET /api/v1/settings')).toBe(2);

    await request('GET', '/me');
    await request('GET', '/me');
    expect(count('GET /api/v1/me')).toBe(2);
  });

  it('keeps medium answers 120 s and large ones 600 s', async () => {
    const { request, count, advance } = setup();
    await request('GET', '/datasets/d1', { cache: 'medium' });
    await request('GET', '/settings', { cache: 'large' });
    advance(119_999);
    await request('GET', '/datasets/d1', { cache: 'medium' });
    expect(count('GET /api/v1/datasets/d1')).toBe(1);
    advance(1);
    await request('GET', '/datasets/d1', { cache: 'medium' });
    expect(count('GET /api/v1/datasets/d1')).toBe(2);
    advance(479_999);
    await request('GET', '/settings', { cache: 'large' });
    expect(count('GET /api/v1/settings')).toBe(1);
    advance(1);
    await request('GET', '/settings', { cache: 'large' });
    expect(count('GET /api/v1/settings')).toBe(2);
  });

  it('does not cache errors', async () => {
    const { request, count } = setup({ 'GET /api/v1/me': { status: 500, body: { detail: 'boom' } } });
    await expect(request('GET', '/me')).rejects.toBeInstanceOf(ApiError);
    await expect(request('GET', '/me')).rejects.toMatchObject({ status: 500, detail: 'boom' });
    expect(count('GET /api/v1/me')).toBe(2);
  });

  it('files answers by query and by credentials', async () => {
    let token = 'a';
    const { request, count } = setup({}, { getCredentials: () => ({ token }) });
    await request('GET', '/records/r1', { query: { include: ['responses'] } });
    await request('GET', '/records/r1');
    await request('GET', '/me');
    token = 'b';
    await expect(request('GET', '/me')).resolves.toEqual({ call: 4 });
    expect(count('GET /api/v1/records/r1')).toBe(2);
    expect(count('GET /api/v1/me')).toBe(2);
  });

  it('never caches other methods, and can be turned off', async () => {
    const { request, count } = setup();
    await request('POST', '/me/datasets/d1/records/search', { json: {} });
    await request('POST', '/me/datasets/d1/records/search', { json: {} });
    expect(count('POST /api/v1/me/datasets/d1/records/search')).toBe(2);

    const uncached = setup({}, { cache: false });
    await uncached.request('GET', '/me');
    await uncached.request('GET', '/me');
    uncached.request.invalidate('/');
    expect(uncached.count('GET /api/v1/me')).toBe(2);
  });

  it('bounds the cache to maxEntries answers', async () => {
    const { request, count } = setup({}, { cache: { maxEntries: 1 } });
    await request('GET', '/a');
    await request('GET', '/b');
    await request('GET', '/a');
    expect(count('GET /api/v1/a')).toBe(2);
  });
});

describe('createRequester: invalidation after writes', () => {
  it('makes a dataset write invalidate /me/datasets and that dataset, not another one', async () => {
    const { request, count } = setup();
    const reads = ['/me/datasets', '/datasets/d1', '/datasets/d1/progress', '/datasets/d2'];
    for (const path of reads) await request('GET', path);
    await request('PATCH', '/datasets/d1', { json: { guidelines: 'new' } });
    for (const path of reads) await request('GET', path);
    expect(reads.map((path) => count(`GET /api/v1${path}`))).toEqual([2, 2, 2, 1]);
  });

  it('invalidates even when the write fails', async () => {
    const { request, count } = setup({ 'POST /api/v1/me/responses/bulk': { status: 500 } });
    await request('GET', '/me/datasets/d1/metrics');
    await expect(request('POST', '/me/responses/bulk', { json: { items: [] } })).rejects.toBeInstanceOf(
      ApiError,
    );
    await request('GET', '/me/datasets/d1/metrics');
    expect(count('GET /api/v1/me/datasets/d1/metrics')).toBe(2);
  });

  it('lets the caller invalidate a path prefix', async () => {
    const { request, count } = setup();
    await request('GET', '/datasets/d1/fields');
    await request('GET', '/datasets/d1/questions');
    request.invalidate('/datasets/d1/fields');
    await request('GET', '/datasets/d1/fields');
    await request('GET', '/datasets/d1/questions');
    expect([count('GET /api/v1/datasets/d1/fields'), count('GET /api/v1/datasets/d1/questions')]).toEqual([
      2, 1,
    ]);
  });
});

describe('createRequester: failed reads', () => {
  it('tells onReadFailure of a failed GET with its path, once for callers sharing it, never of a write', async () => {
    const failures: [number, string, string][] = [];
    const { request } = setup(
      {
        'GET /api/v1/datasets/d1': { status: 500, body: { detail: 'boom' } },
        'POST /api/v1/datasets': { status: 422, body: { detail: 'bad' } },
      },
      { onReadFailure: (error, path) => void failures.push([error.status, error.message.key, path]) },
    );
    const shared = [
      request('GET', '/datasets/d1', { query: { a: '1' } }),
      request('GET', '/datasets/d1', { query: { a: '1' } }),
    ];
    await Promise.allSettled(shared);
    await expect(request('POST', '/datasets', { json: {} })).rejects.toMatchObject({ status: 422 });
    await request('GET', '/me');
    expect(failures).toEqual([[500, 'http.500', '/datasets/d1']]);
  });

  it('tells of a read that got no answer as status 0', async () => {
    const failures: number[] = [];
    const request = createRequester({
      fetch: () => Promise.reject(new TypeError('offline')),
      onReadFailure: (error) => void failures.push(error.status),
    });
    await expect(request('GET', '/me')).rejects.toMatchObject({ status: 0 });
    expect(failures).toEqual([0]);
  });
});

describe('createRequester: when a request leaves', () => {
  it('sends in the caller’s task when the credentials are at hand, after them when they are a promise', async () => {
    const seen: (string | null)[] = [];
    const fetch = async (_input: string | URL | Request, init: RequestInit = {}) => {
      seen.push(new Headers(init.headers).get('Authorization'));
      return new Response('{}');
    };
    const atHand = createRequester({ fetch, getCredentials: () => ({ token: 'now' }) });
    const pending = atHand('POST', '/me/datasets/d/records/search/page', { json: {} });
    expect(seen).toEqual(['Bearer now']);
    await pending;

    const minted = createRequester({ fetch, getCredentials: async () => ({ token: 'later' }) });
    const waiting = minted('GET', '/me');
    expect(seen).toEqual(['Bearer now']);
    await waiting;
    expect(seen).toEqual(['Bearer now', 'Bearer later']);
  });
});

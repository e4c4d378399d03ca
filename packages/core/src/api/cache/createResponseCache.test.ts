import { describe, expect, it } from 'vitest';
import { deferred } from '../../testing/createFakeFetch';
import { CACHE_DURATIONS_MS, DEFAULT_CACHE_MAX_ENTRIES } from './cacheDurations';
import { createResponseCache, type LoadedAnswer } from './createResponseCache';

function setup(maxEntries?: number) {
  let clock = 1_000_000;
  const cache = createResponseCache({ now: () => clock, maxEntries });
  let loads = 0;
  /** A load answering `{ n }` with the running count of loads, optionally with a server TTL. */
  const load = (ttlMs?: number) => async (): Promise<LoadedAnswer<{ n: number }>> => {
    loads += 1;
    return ttlMs === undefined ? { value: { n: loads } } : { value: { n: loads }, ttlMs };
  };
  const slot = (path: string) => ({ key: `GET ${path}`, path });
  return {
    cache,
    load,
    slot,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createResponseCache: freshness', () => {
  it('names the durations: default 3 s, medium 120 s, large 600 s, at most 200 answers', () => {
    expect(CACHE_DURATIONS_MS).toEqual({ default: 3_000, medium: 120_000, large: 600_000 });
    expect(DEFAULT_CACHE_MAX_ENTRIES).toBe(200);
  });

  it('answers from the cache within 3 s and asks again from 3 s on', async () => {
    const { cache, load, slot, loads, advance } = setup();
    await expect(cache.read(slot('/me'), load())).resolves.toEqual({ n: 1 });
    advance(2_999);
    await expect(cache.read(slot('/me'), load())).resolves.toEqual({ n: 1 });
    expect(loads()).toBe(1);
    advance(1);
    await expect(cache.read(slot('/me'), load())).resolves.toEqual({ n: 2 });
    expect(loads()).toBe(2);
  });

  it.each([
    ['medium', 120_000],
    ['large', 600_000],
  ] as const)('keeps a %s answer for %i ms', async (policy, ms) => {
    const { cache, load, slot, loads, advance } = setup();
    await cache.read(slot('/settings'), load(), policy);
    advance(ms - 1);
    await expect(cache.read(slot('/settings'), load(), policy)).resolves.toEqual({ n: 1 });
    advance(1);
    await expect(cache.read(slot('/settings'), load(), policy)).resolves.toEqual({ n: 2 });
    expect(loads()).toBe(2);
  });

  it("honours the server's max-age over the call's duration, and never keeps a 0 TTL", async () => {
    const { cache, load, slot, advance } = setup();
    await cache.read(slot('/a'), load(10_000));
    advance(9_999);
    await expect(cache.read(slot('/a'), load(10_000))).resolves.toEqual({ n: 1 });
    advance(1);
    await expect(cache.read(slot('/a'), load(10_000))).resolves.toEqual({ n: 2 });

    await cache.read(slot('/b'), load(1_000), 'large');
    advance(1_000);
    await expect(cache.read(slot('/b'), load(), 'large')).resolves.toEqual({ n: 4 });

    await cache.read(slot('/c'), load(0));
    await expect(cache.read(slot('/c'), load(0))).resolves.toEqual({ n: 6 });
    expect(cache.size).toBe(2);
  });

  it('bypasses the cache on demand and keeps the fresh answer', async () => {
    const { cache, load, slot, loads } = setup();
    await cache.read(slot('/me'), load());
    await expect(cache.read(slot('/me'), load(), 'bypass')).resolves.toEqual({ n: 2 });
    await expect(cache.read(slot('/me'), load())).resolves.toEqual({ n: 2 });
    expect(loads()).toBe(2);
  });

  it('gives every caller its own copy', async () => {
    const { cache, load, slot } = setup();
    const first = await cache.read(slot('/me'), load());
    first.n = 99;
    await expect(cache.read(slot('/me'), load())).resolves.toEqual({ n: 1 });
  });
});

describe('createResponseCache: sharing and failures', () => {
  it('shares one request between identical reads under way', async () => {
    const { cache, slot } = setup();
    const reply = deferred<LoadedAnswer<string>>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return reply.promise;
    };
    const reads = [
      cache.read(slot('/me'), load),
      cache.read(slot('/me'), load),
      cache.read(slot('/me'), load),
    ];
    reply.resolve({ value: 'me' });
    await expect(Promise.all(reads)).resolves.toEqual(['me', 'me', 'me']);
    expect(loads).toBe(1);
  });

  it('does not keep a failure: the next read asks again', async () => {
    const { cache, slot, load, loads } = setup();
    const failing = () => Promise.reject(new Error('HTTP 500'));
    const reads = [cache.read(slot('/me'), failing), cache.read(slot('/me'), failing)];
    for (const read of reads) await expect(read).rejects.toThrow('HTTP 500');
    expect(cache.size).toBe(0);
    await expect(cache.read(slot('/me'), load())).resolves.toEqual({ n: 1 });
    expect(loads()).toBe(1);
  });

  it('does not keep an answer whose load was under way when its path was invalidated', async () => {
    const { cache, slot, load, loads } = setup();
    const reply = deferred<LoadedAnswer<string>>();
    const before = cache.read(slot('/datasets/d1/progress'), () => reply.promise);
    cache.invalidate('/datasets/d1');
    // A read after the write does not join the older request.
    const after = cache.read(slot('/datasets/d1/progress'), load());
    reply.resolve({ value: 'before the write' });
    await expect(before).resolves.toBe('before the write');
    await expect(after).resolves.toEqual({ n: 1 });
    await expect(cache.read(slot('/datasets/d1/progress'), load())).resolves.toEqual({ n: 1 });
    expect(loads()).toBe(1);
  });

  it('does not let an older load overwrite the answer of a bypassing one', async () => {
    const { cache, slot } = setup();
    const older = deferred<LoadedAnswer<string>>();
    const first = cache.read(slot('/me'), () => older.promise);
    const fresh = cache.read(slot('/me'), async () => ({ value: 'fresh' }), 'bypass');
    await expect(fresh).resolves.toBe('fresh');
    older.resolve({ value: 'old' });
    await expect(first).resolves.toBe('old');
    await expect(cache.read(slot('/me'), () => Promise.reject(new Error('not cached')))).resolves.toBe(
      'fresh',
    );
  });
});

describe('createResponseCache: invalidation and size', () => {
  it('drops the answers under a path pattern and keeps the others', async () => {
    const { cache, slot, load } = setup();
    for (const path of ['/datasets/d1', '/datasets/d1/progress', '/datasets/d2', '/me/datasets/d1/metrics']) {
      await cache.read(slot(path), load());
    }
    cache.invalidate('/datasets/d1');
    expect(cache.size).toBe(2);
    cache.invalidate('/me/datasets/*/metrics');
    expect(cache.size).toBe(1);
    await expect(cache.read(slot('/datasets/d2'), load())).resolves.toEqual({ n: 3 });
    cache.invalidate('/');
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { cache, slot, load, loads } = setup(2);
    await cache.read(slot('/a'), load());
    await cache.read(slot('/b'), load());
    await cache.read(slot('/a'), load()); // a hit: /a becomes the most recent
    await cache.read(slot('/c'), load());
    expect(cache.size).toBe(2);
    expect(loads()).toBe(3);
    await expect(cache.read(slot('/a'), load())).resolves.toEqual({ n: 1 });
    await expect(cache.read(slot('/b'), load())).resolves.toEqual({ n: 4 });
  });

  it('drops expired answers first when it is full', async () => {
    const { cache, slot, load, advance } = setup(2);
    await cache.read(slot('/long'), load(), 'large');
    await cache.read(slot('/short'), load());
    advance(3_000);
    await cache.read(slot('/new'), load());
    await expect(cache.read(slot('/long'), load(), 'large')).resolves.toEqual({ n: 1 });
    expect(cache.size).toBe(2);
  });
});

import { systemClock, type Clock } from '../../environment/Environment';
import { matchesPathPattern } from './cachePathPattern';
import { CACHE_DURATIONS_MS, DEFAULT_CACHE_MAX_ENTRIES, type CachePolicy } from './cacheDurations';

/** Options of {@link createResponseCache}. */
export interface ResponseCacheOptions {
  /** The clock answers expire by; `Date.now` unless injected. */
  now?: Clock;
  /** Most answers kept; the least recently used go first. */
  maxEntries?: number;
}

/** Where an answer is filed: `key` tells requests apart, `path` is what invalidation patterns match. */
export interface CacheSlot {
  key: string;
  path: string;
}

/** What a load yields: the answer and, when the server said so, how long it stays fresh (ms). */
export interface LoadedAnswer<T> {
  value: T;
  ttlMs?: number;
}

/** A per-client store of GET answers. */
export interface ResponseCache {
  /**
   * Resolves with a fresh cached answer, joins a load already under way for the same key, or loads. Failed
   * loads are not kept.
   */
  read<T>(slot: CacheSlot, load: () => Promise<LoadedAnswer<T>>, policy?: CachePolicy): Promise<T>;
  /** Drops cached answers and loads under way whose path matches the pattern (`*` = one segment). */
  invalidate(pathPattern: string): void;
  /** How many answers are kept now. */
  readonly size: number;
}

interface StoredAnswer {
  path: string;
  value: unknown;
  expiresAt: number;
}

interface RunningLoad {
  path: string;
  promise: Promise<unknown>;
  /** Set when an invalidation happened while the load ran: its answer may predate the write. */
  stale: boolean;
}

/**
 * Creates the GET cache of one API client (never module-level, so two clients never share answers). Answers
 * stay fresh for the server's `max-age` when it gave one, otherwise for the call's named duration (3 s by
 * default); identical reads under way share one request; each caller gets its own copy of the answer.
 *
 * @example
 * const cache = createResponseCache({ now: () => clock });
 * const me = await cache.read({ key: 'GET /me', path: '/me' }, async () => ({ value: await fetchMe() }));
 */
export function createResponseCache({
  now = systemClock,
  maxEntries = DEFAULT_CACHE_MAX_ENTRIES,
}: ResponseCacheOptions = {}): ResponseCache {
  const answers = new Map<string, StoredAnswer>();
  const running = new Map<string, RunningLoad>();

  const store = (key: string, answer: StoredAnswer) => {
    answers.delete(key);
    answers.set(key, answer);
    if (answers.size <= maxEntries) return;
    const time = now();
    for (const [storedKey, stored] of answers) if (stored.expiresAt <= time) answers.delete(storedKey);
    // Map order is insertion order, and hits re-insert, so the first keys are the least recently used.
    for (const storedKey of answers.keys()) {
      if (answers.size <= maxEntries) break;
      answers.delete(storedKey);
    }
  };

  const start = <T>(slot: CacheSlot, load: () => Promise<LoadedAnswer<T>>, policy: CachePolicy) => {
    const previous = running.get(slot.key);
    if (previous) previous.stale = true;
    const entry: RunningLoad = { path: slot.path, promise: Promise.resolve(), stale: false };
    entry.promise = load().then(
      ({ value, ttlMs }) => {
        if (running.get(slot.key) === entry) running.delete(slot.key);
        const duration = ttlMs ?? CACHE_DURATIONS_MS[policy === 'bypass' ? 'default' : policy];
        if (!entry.stale && duration > 0) {
          store(slot.key, { path: slot.path, value, expiresAt: now() + duration });
        }
        return value;
      },
      (error: unknown) => {
        if (running.get(slot.key) === entry) running.delete(slot.key);
        throw error;
      },
    );
    running.set(slot.key, entry);
    return entry.promise;
  };

  return {
    async read<T>(slot: CacheSlot, load: () => Promise<LoadedAnswer<T>>, policy: CachePolicy = 'default') {
      if (policy !== 'bypass') {
        const stored = answers.get(slot.key);
        if (stored !== undefined && now() < stored.expiresAt) {
          store(slot.key, stored);
          return structuredClone(stored.value) as T;
        }
        if (stored !== undefined) answers.delete(slot.key);
        const shared = running.get(slot.key);
        if (shared !== undefined) return structuredClone(await shared.promise) as T;
      }
      return structuredClone(await start(slot, load, policy)) as T;
    },

    invalidate(pathPattern) {
      for (const [key, stored] of answers) {
        if (matchesPathPattern(stored.path, pathPattern)) answers.delete(key);
      }
      for (const [key, load] of running) {
        if (!matchesPathPattern(load.path, pathPattern)) continue;
        // Later readers start a new request; current waiters still get this answer, which is not kept.
        load.stale = true;
        running.delete(key);
      }
    },

    get size() {
      return answers.size;
    },
  };
}

import type { CachePolicy } from './cache/cacheDurations';

/** How one read uses the client's cache (spec 1 §7). */
export interface ReadOptions {
  /**
   * `default` keeps the answer 3 s, `medium` 120 s, `large` 600 s (a server `Cache-Control: max-age` wins);
   * `bypass` asks the server whatever is cached, and the fresh answer replaces the cached one.
   */
  cache?: CachePolicy;
}

import { Observer } from './Observer';

/** One read: what it is (`key`, null for nothing to read) and how to read it. */
export interface QueryOptions<T> {
  /** Says when the result changes: a new key reads again. */
  key: string | null;
  load: () => Promise<T>;
  /** While a new key is read, keep the last value rather than show nothing (e.g. progress after a save). */
  keepWhileReloading?: boolean;
  /**
   * Subscribes `stale` to what makes the value stale (e.g. the client invalidating its path:
   * `staleWhenInvalidated`) and returns the unsubscribe: while anyone listens, the query then reads again.
   */
  staleWhen?: (stale: () => void) => () => void;
}

/** What a query shows: the value read for `key`, null while loading or when the read failed. */
export interface QueryResult<T> {
  key: string | null;
  data: T | null;
}

/**
 * A read that components subscribe to, in the shape of TanStack Query's `QueryObserver`: it reads on the
 * first subscriber and whenever the key changes, drops answers for a key no longer asked for, and stops on the
 * last subscriber. A failed read shows null: the reads it serves (progress, vectors, metrics, workspaces) fail
 * silently (spec 1 §8).
 *
 * @example
 * const observer = new QueryObserver(vectorSettingsQuery(client, datasetId));
 * observer.subscribe(({ data }) => render(data ?? []));
 */
export class QueryObserver<T> extends Observer<QueryResult<T>> {
  #options: QueryOptions<T>;
  #generation = 0;
  #unwatch: (() => void) | null = null;

  constructor(options: QueryOptions<T>) {
    super({ key: null, data: null });
    this.#options = options;
  }

  /** Takes new options; a changed key reads again while anyone listens. */
  setOptions(options: QueryOptions<T>): void {
    const changed = options.key !== this.#options.key;
    this.#options = options;
    if (changed && this.hasListeners()) {
      this.#watch();
      this.#read();
    }
  }

  /** The value for `key` (the options' by default): null for another key's result unless `keepWhileReloading`. */
  dataFor(result: QueryResult<T>, key: string | null = this.#options.key): T | null {
    return result.key === key || this.#options.keepWhileReloading ? result.data : null;
  }

  protected override onSubscribe(): void {
    this.#watch();
    this.#read();
  }

  protected override onUnsubscribe(): void {
    // An answer arriving after the last subscriber left is dropped; the next subscriber reads again.
    this.#generation += 1;
    this.#unwatch?.();
    this.#unwatch = null;
  }

  /** Watches what makes the current options' value stale (once: the previous watch ends). */
  #watch(): void {
    this.#unwatch?.();
    this.#unwatch = this.#options.staleWhen?.(() => this.#read()) ?? null;
  }

  #read(): void {
    const { key, load } = this.#options;
    const generation = ++this.#generation;
    if (key === null) return;
    load().then(
      (data) => generation === this.#generation && this.setResult({ key, data }),
      () => generation === this.#generation && this.setResult({ key, data: null }),
    );
  }
}

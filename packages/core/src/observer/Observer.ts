import { Subscribable } from './Subscribable';

/** A listener of an {@link Observer}: the new result and the previous one. */
export type ResultListener<TResult> = (result: TResult, previous: TResult) => void;

/**
 * A workflow's view state that components subscribe to: `getCurrentResult()` is a stable snapshot (a new object
 * only when something changed), so React reads it with `useSyncExternalStore`. `getState` is the same snapshot
 * under the name zustand stores use, so every read helper works with both.
 *
 * @example
 * class ExportObserver extends Observer<ExportResult> { … this.setResult({ status: 'running' }) … }
 * const stop = observer.subscribe((result) => render(result));
 */
export class Observer<TResult extends object> extends Subscribable<ResultListener<TResult>> {
  #result: TResult;

  constructor(initial: TResult) {
    super();
    this.#result = initial;
  }

  readonly getCurrentResult = (): TResult => this.#result;
  readonly getState = (): TResult => this.#result;

  /** Merges `patch` into the result and notifies, unless every patched member is already equal. */
  protected setResult(patch: Partial<TResult>): void {
    const previous = this.#result;
    const changed = (Object.keys(patch) as (keyof TResult)[]).some((key) => !Object.is(previous[key], patch[key]));
    if (!changed) return;
    this.#result = { ...previous, ...patch };
    for (const listener of [...this.listeners]) listener(this.#result, previous);
  }
}

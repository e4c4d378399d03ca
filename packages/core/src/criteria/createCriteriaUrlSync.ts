import type { StoreApi } from 'zustand/vanilla';
import type { AfterPaint } from '../environment/afterPaint';
import type { RecordCriteriaState } from './createRecordCriteriaStore';
import { areCriteriaEqual } from './criteriaEquality';
import { CRITERIA_URL_PARAMS, parseCriteriaFromUrl, serializeCriteriaToUrl } from './criteriaUrl';
import type { RecordCriteria } from './RecordCriteria';

/** The address bar, injected: core never touches `window.location` or `history`. */
export interface CriteriaUrlAdapter {
  /** The current query parameters. */
  read(): URLSearchParams;
  /** Navigates to new query parameters, replacing the history entry or pushing a new one. */
  write(params: URLSearchParams, options: { replace: boolean }): void;
  /** Calls back on browser back and forward (popstate); returns the cleanup. */
  subscribe(onPopState: () => void): () => void;
}

/** Options of {@link createCriteriaUrlSync}. */
export interface CriteriaUrlSyncOptions {
  store: StoreApi<RecordCriteriaState>;
  url: CriteriaUrlAdapter;
  /**
   * When given, a commit's address is written after the view painted it (a browser's history push costs a frame
   * of its own, e.g. on Submit → next record); commits before that write make one entry, of the latest.
   */
  afterPaint?: AfterPaint;
  /**
   * When the address is rewritten in canonical form on start: `rewrite` is called then (at once when not given).
   * Returns a cancel. A host that waits (e.g. until the first record is painted) spares the first render a
   * navigation; a commit, back/forward or stop before then settles it first (see {@link createCriteriaUrlSync}).
   */
  canonicalWhen?: (rewrite: () => void) => () => void;
}

/**
 * Keeps the URL and the committed criteria in step. On start the URL wins: its criteria are applied and
 * committed, then the URL is rewritten in canonical form (replacing the history entry; when `canonicalWhen`
 * says, and before any push). Every later commit pushes a history entry (after the next paint with
 * `afterPaint`); back and forward re-read the URL and commit what it holds as an automatic change, dropping a
 * push or rewrite still waiting. Query parameters that are not criteria are left alone.
 *
 * @example
 * const stop = createCriteriaUrlSync({
 *   store,
 *   url: {
 *     read: () => new URLSearchParams(location.search),
 *     write: (params, { replace }) => (replace ? history.replaceState : history.pushState).call(history, null, '', `?${params}`),
 *     subscribe: (onPopState) => (addEventListener('popstate', onPopState), () => removeEventListener('popstate', onPopState)),
 *   },
 * });
 */
export function createCriteriaUrlSync({
  store,
  url,
  afterPaint,
  canonicalWhen = (rewrite) => (rewrite(), () => {}),
}: CriteriaUrlSyncOptions): () => void {
  const write = (criteria: RecordCriteria, replace: boolean) => {
    const current = url.read();
    const next = new URLSearchParams(current);
    const serialized = serializeCriteriaToUrl(criteria);
    // `set` keeps a parameter where it already is, so rewriting never shuffles the query.
    for (const name of CRITERIA_URL_PARAMS) {
      const value = serialized.get(name);
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    // Writing what is already there would add a useless history entry (e.g. after back/forward).
    if (next.toString() !== current.toString()) url.write(next, { replace });
  };

  let cancelPush: (() => void) | null = null;
  const dropPush = () => {
    cancelPush?.();
    cancelPush = null;
  };
  // The criteria of the start, written in place of the address the view was opened with once `canonicalWhen`
  // says so; null once written or dropped.
  let rewriting: RecordCriteria | null = null;
  let cancelRewrite = () => {};
  const settleRewrite = (run: boolean) => {
    const criteria = rewriting;
    if (criteria === null) return;
    rewriting = null;
    cancelRewrite();
    if (run) write(criteria, true);
  };
  const sameAddress = (a: RecordCriteria, b: RecordCriteria) =>
    serializeCriteriaToUrl(a).toString() === serializeCriteriaToUrl(b).toString();
  const push = () => {
    if (rewriting !== null) {
      // A commit the address does not show (the server window) leaves the rewrite waiting; any other gives the
      // entry the view was opened on its canonical address before the next one is pushed.
      if (sameAddress(rewriting, store.getState().committed)) return;
      settleRewrite(true);
    }
    if (!afterPaint) return write(store.getState().committed, false);
    // One push for the commits of a frame, of the latest criteria.
    cancelPush ??= afterPaint(() => {
      cancelPush = null;
      write(store.getState().committed, false);
    });
  };

  const applyUrl = () => {
    dropPush();
    // Back or forward before the rewrite: the entry now shown is not the one it was for.
    settleRewrite(false);
    const fromUrl = parseCriteriaFromUrl(url.read());
    const state = store.getState();
    if (areCriteriaEqual(fromUrl, state.committed)) return;
    state.applyCriteria(fromUrl);
    store.getState().commit();
  };

  applyUrl();
  rewriting = store.getState().committed;
  cancelRewrite = canonicalWhen(() => settleRewrite(true));
  // Written at once by `canonicalWhen`: the cancel it returned afterwards is not needed.
  if (rewriting === null) cancelRewrite = () => {};

  const stopStore = store.subscribe((state, previous) => {
    if (state.committed !== previous.committed) push();
  });
  const stopUrl = url.subscribe(applyUrl);
  return () => {
    // A push still waiting would write this view's address over the next page's.
    dropPush();
    settleRewrite(false);
    stopStore();
    stopUrl();
  };
}

import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type To } from 'react-router';

/** The browser history react-router's `unstable_HistoryRouter` renders from. */
export type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/** A move the blocker is asked about: where the router is and where the move leads. */
export interface HistoryMove {
  currentLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** A move the blocker held: `proceed` makes it, `reset` drops it. */
export interface HeldMove {
  proceed(): void;
  reset(): void;
}

export interface HistoryBlocker {
  /** Whether to hold this move. */
  shouldBlock(move: HistoryMove): boolean;
  /** Called once for every move held. */
  onBlocked(held: HeldMove): void;
}

export interface BlockingHistory {
  /** The history to give the router. */
  history: BrowserHistory;
  /** Holds moves while `blocker` says so; one blocker at a time (the last one set wins). Returns its removal. */
  block(blocker: HistoryBlocker): () => void;
}

/**
 * The browser history with the one thing the app needed react-router's data router for: holding a move (browser
 * back and forward, and the app's own navigations) while a page has unsaved changes, as `useBlocker` does. A held
 * back or forward is undone at once (the URL stays), and `proceed` redoes it. The declarative router is about
 * 17 KB gzip lighter than the data router on every page (issue #12's route budget).
 *
 * @example
 * const { history, block } = createBlockingHistory(window);
 * <HistoryRouter history={history}>…</HistoryRouter>
 */
export function createBlockingHistory(window: Window): BlockingHistory {
  const inner = createBrowserHistory({ window, v5Compat: true });
  let blocker: HistoryBlocker | null = null;
  // The location the router shows (a query rewritten with replaceState behind its back is no move).
  let shown: Location = inner.location;
  // The pop that undoes a held back or forward; the router never sees it.
  let undoing: (() => void) | null = null;
  // A held move the person chose to make: it passes the blocker once.
  let proceeding = false;

  const asks = (nextLocation: HistoryMove['nextLocation']) => {
    if (!blocker || proceeding) return false;
    return blocker.shouldBlock({ currentLocation: shown, nextLocation });
  };

  const hold = (redo: () => void, afterUndo: Promise<void>) => {
    let settled = false;
    blocker?.onBlocked({
      proceed: () => {
        if (settled) return;
        settled = true;
        void afterUndo.then(() => {
          proceeding = true;
          redo();
        });
      },
      reset: () => {
        settled = true;
      },
    });
  };

  const navigateOrHold = (to: To, redo: () => void) => {
    const url = inner.createURL(to);
    if (!asks({ pathname: url.pathname, search: url.search, hash: url.hash })) return redo();
    hold(redo, Promise.resolve());
  };

  const history: BrowserHistory = {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state?: unknown) => navigateOrHold(to, () => inner.push(to, state)),
    replace: (to, state?: unknown) => navigateOrHold(to, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update: HistoryUpdate) => {
        if (undoing) {
          undoing();
          undoing = null;
          return;
        }
        if (update.action === 'POP' && update.delta !== null && asks(update.location)) {
          const { delta } = update;
          const afterUndo = new Promise<void>((resolve) => {
            undoing = resolve;
          });
          inner.go(-delta);
          hold(() => inner.go(delta), afterUndo);
          return;
        }
        proceeding = false;
        shown = update.location;
        listener(update);
      });
    },
  };

  return {
    history,
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}

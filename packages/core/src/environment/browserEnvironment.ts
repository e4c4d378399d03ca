import { afterPaintOf, type AfterPaint, type BackgroundScheduler, type FrameSource } from './afterPaint';
import type { Environment } from './Environment';
import { systemClock } from './Environment';
import { createMemoryStorage, type KeyValueStorage } from './KeyValueStorage';
import {
  alwaysOnline,
  neverHidden,
  onlineSignalOf,
  visibilitySignalOf,
  type OnlineEventSource,
  type VisibilityEventSource,
} from './environmentSignals';
import { hostTimers } from './Timers';

/** What the browser's ports need of a window, typed here so the core needs no DOM types: `window` fits. */
export interface BrowserWindow extends OnlineEventSource, Partial<FrameSource> {
  readonly document?: VisibilityEventSource;
  /** Reading it throws in a sandboxed frame. */
  readonly localStorage?: KeyValueStorage | null;
  /** Where the browser has it: after-paint work runs at background priority. */
  readonly scheduler?: BackgroundScheduler;
}

/** The window's local storage, or memory when the page may not use it (a sandboxed frame, private mode). */
function storageOf(view: BrowserWindow): KeyValueStorage {
  try {
    return view.localStorage ?? createMemoryStorage();
  } catch {
    return createMemoryStorage();
  }
}

/**
 * The environment of a browser window: the host's timers and clock, `localStorage`, `navigator.onLine` with its
 * events, `document.hidden` with its event and the window's frames. Without a window (server rendering, tests)
 * every port is a stand-in: memory storage, always online, never hidden, a zero timeout for a frame. The one place the browser's objects become ports.
 *
 * @example
 * const { online, storage } = browserEnvironment(globalThis.window);
 * createAnnotationSession(sdk, datasetId, { online, storage });
 */
export function browserEnvironment(view: BrowserWindow | undefined): Environment {
  return {
    timers: hostTimers,
    now: systemClock,
    storage: view ? storageOf(view) : createMemoryStorage(),
    online: view ? onlineSignalOf(view) : alwaysOnline,
    visibility: view?.document ? visibilitySignalOf(view.document) : neverHidden,
    afterPaint: browserAfterPaint(view),
  };
}

/**
 * After the window's next paint, at background priority where it has a `scheduler` (`afterPaintOf`); a zero timeout
 * without a window or its frames. The environment's `afterPaint`, also for a caller that needs only that port.
 *
 * @example
 * const cancel = browserAfterPaint(globalThis.window)(() => void load());
 */
export function browserAfterPaint(view: BrowserWindow | undefined): AfterPaint {
  return afterPaintOf(frameSourceOf(view), hostTimers, view?.scheduler);
}

/**
 * The window as the source of its frames, when it has them: `afterPaintOf` calls `requestAnimationFrame` on it
 * (browsers refuse another `this`).
 */
function frameSourceOf(view: BrowserWindow | undefined): FrameSource | undefined {
  return view?.requestAnimationFrame ? (view as FrameSource) : undefined;
}

import { createStore } from 'zustand/vanilla';
import type { SpanAnswerItem } from '../model/AnswerValue';
import type { KeyValueStorage } from '../session/KeyValueStorage';
import { addSpan, clipSpans, relabelSpan, removeSpan, sameSpans } from './spanEdits';
import {
  createSpanHistory,
  pushSpanHistory,
  redoSpanHistory,
  undoSpanHistory,
  type SpanHistory,
} from './spanHistory';
import {
  caretSelection,
  moveCaret,
  spanAtCaret,
  startCaret,
  withCharacterMode,
  type CaretStep,
  type SpanCaret,
} from './spanCaret';
import { spanRangeFromSelection } from './spanSelection';

/** How long Shift must be held before the character-level hint shows (spec 1 §4: about 500 ms). */
export const SHIFT_HINT_DELAY_MS = 500;
/** How long the entity cursor shows after the pointer enters the field (spec 1 §4). */
export const ENTITY_CURSOR_MS = 3000;
/** Storage key remembering that Shift was used once, so the hint stops showing. */
export const SHIFT_USED_STORAGE_KEY = 'marginalia.span.shiftUsed';

/** Timeout functions, injected so tests drive time. */
export interface SpanEditorTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of {@link createSpanEditorStore}. */
export interface SpanEditorOptions {
  /** The entity label values, in option order. */
  labels: readonly string[];
  allowOverlapping: boolean;
  allowCharacterAnnotation: boolean;
  /** The field's text. */
  text: string;
  /** The current answer. */
  spans?: readonly SpanAnswerItem[];
  /** Receives every edit (undefined when no span is left). */
  onChange?(spans: SpanAnswerItem[] | undefined): void;
  timers?: SpanEditorTimers;
  /** Remembers across sessions that Shift was used once. */
  storage?: KeyValueStorage;
}

/** State and intents of one span question's editor. */
export interface SpanEditorState {
  /** The text the spans are on (changes with `sync`). */
  text: string;
  /** The entity label new spans get (one at a time). */
  selectedLabel: string | null;
  spans: SpanAnswerItem[];
  history: SpanHistory;
  canUndo: boolean;
  canRedo: boolean;
  /** Shift held for 500 ms while character-level annotation is allowed and Shift was never used. */
  shiftHintVisible: boolean;
  shiftUsed: boolean;
  /** The entity name follows the pointer for 3 s after it enters the field. */
  cursorVisible: boolean;
  /** The keyboard caret and its pending selection (see `spanCaret.ts`); null until the keyboard places it. */
  caret: SpanCaret | null;
  selectLabel(label: string): void;
  /** Picks the label with this 1-based number; false when there is none. */
  selectLabelByNumber(number: number): boolean;
  /** Creates a span from a selection of the text; returns it, or null when the selection makes none. */
  createFromSelection(from: number, to: number, shiftKey: boolean): SpanAnswerItem | null;
  remove(span: SpanAnswerItem): void;
  /** Puts the caret on the first word, unless it is already placed (coming back keeps its place). */
  placeCaret(): SpanCaret | null;
  /** Moves the caret by one unit or to either end; `extend` (Shift) grows the pending selection instead. */
  moveCaret(step: CaretStep, extend: boolean): SpanCaret | null;
  /** Switches the caret between word and character units; returns the new unit, or null where not allowed. */
  toggleCharacterMode(): 'word' | 'character' | null;
  /** Tags the caret's selection with the chosen label (the rules of a selection); the caret collapses onto its unit. */
  createFromCaret(): SpanAnswerItem | null;
  /** Removes the innermost span under the caret; returns it, or null when there is none. */
  removeAtCaret(): SpanAnswerItem | null;
  /** Forgets the caret (the keyboard left the text). */
  clearCaret(): void;
  relabel(span: SpanAnswerItem, label: string): void;
  undo(): void;
  redo(): void;
  /** The answer changed from outside (another record, a clear): the history starts again from it. */
  sync(text: string, spans: readonly SpanAnswerItem[] | undefined): void;
  shiftPressed(): void;
  shiftReleased(): void;
  pointerEntered(): void;
  /** Stops the timers. */
  dispose(): void;
}

const defaultTimers: SpanEditorTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Creates the editor of one span question (spec 1 §4): label choice, spans from selections snapped to words
 * (character level with Shift where allowed), overlap or replacement, relabel and removal, undo and redo, the
 * Shift hint, the entity cursor, and the keyboard caret that makes spans without a mouse (`spanCaret.ts`).
 *
 * @example
 * const editor = createSpanEditorStore({ labels: ['PER', 'ORG'], text, allowOverlapping: false,
 *   allowCharacterAnnotation: true, onChange: (spans) => store.getState().setAnswer('entities', spans) });
 * editor.getState().createFromSelection(4, 9, false);
 */
export function createSpanEditorStore(options: SpanEditorOptions) {
  const timers = options.timers ?? defaultTimers;
  let text = options.text;
  let hintTimer: unknown = null;
  let cursorTimer: unknown = null;
  const stop = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
  };
  const initial = clipSpans(options.spans ?? [], text.length);

  return createStore<SpanEditorState>()((set, get) => {
    const commit = (history: SpanHistory) => {
      if (history === get().history) return;
      set({ history, spans: history.present, canUndo: history.past.length > 0, canRedo: history.future.length > 0 });
      options.onChange?.(history.present.length > 0 ? history.present : undefined);
    };
    const tag = (from: number, to: number, characterMode: boolean): SpanAnswerItem | null => {
      const label = get().selectedLabel;
      if (label === null) return null;
      const range = spanRangeFromSelection(text, from, to, { characterMode });
      if (!range) return null;
      const span = { label, ...range };
      const { history } = get();
      commit(pushSpanHistory(history, addSpan(history.present, span, options)));
      return span;
    };
    const hideHint = () => {
      stop(hintTimer);
      hintTimer = null;
      if (get().shiftHintVisible) set({ shiftHintVisible: false });
    };

    return {
      text,
      selectedLabel: options.labels[0] ?? null,
      spans: initial,
      history: createSpanHistory(initial),
      canUndo: false,
      canRedo: false,
      shiftHintVisible: false,
      shiftUsed: options.storage?.getItem(SHIFT_USED_STORAGE_KEY) === 'true',
      cursorVisible: false,
      caret: null,
      selectLabel: (label) => {
        if (options.labels.includes(label)) set({ selectedLabel: label });
      },
      selectLabelByNumber: (number) => {
        const label = options.labels[number - 1];
        if (label === undefined) return false;
        set({ selectedLabel: label });
        return true;
      },
      createFromSelection: (from, to, shiftKey) => {
        const characterMode = shiftKey && options.allowCharacterAnnotation;
        const span = tag(from, to, characterMode);
        if (span && characterMode && !get().shiftUsed) {
          options.storage?.setItem(SHIFT_USED_STORAGE_KEY, 'true');
          set({ shiftUsed: true });
          hideHint();
        }
        return span;
      },
      remove: (span) => commit(pushSpanHistory(get().history, removeSpan(get().spans, span))),
      placeCaret: () => {
        const caret = get().caret ?? startCaret(text, false);
        set({ caret });
        return caret;
      },
      moveCaret: (step, extend) => {
        const current = get().caret;
        const caret = current ? moveCaret(text, current, step, extend) : startCaret(text, false);
        set({ caret });
        return caret;
      },
      toggleCharacterMode: () => {
        if (!options.allowCharacterAnnotation) return null;
        const current = get().caret;
        const caret = current
          ? withCharacterMode(text, current, !current.characterMode)
          : startCaret(text, true);
        if (!caret) return null;
        set({ caret });
        return caret.characterMode ? 'character' : 'word';
      },
      createFromCaret: () => {
        const caret = get().caret;
        if (!caret) return null;
        const selection = caretSelection(caret);
        const span = tag(selection.start, selection.end, caret.characterMode);
        if (span) set({ caret: { ...caret, anchor: caret.focus } });
        return span;
      },
      removeAtCaret: () => {
        const caret = get().caret;
        const span = caret ? spanAtCaret(get().spans, caret) : null;
        if (span) get().remove(span);
        return span;
      },
      clearCaret: () => set({ caret: null }),
      relabel: (span, label) => commit(pushSpanHistory(get().history, relabelSpan(get().spans, span, label))),
      undo: () => commit(undoSpanHistory(get().history)),
      redo: () => commit(redoSpanHistory(get().history)),
      sync: (nextText, spans) => {
        const clipped = clipSpans(spans ?? [], nextText.length);
        if (nextText === text && sameSpans(clipped, get().spans)) return;
        const history = createSpanHistory(clipped);
        // The caret belongs to the old text.
        const caret = nextText === text ? get().caret : null;
        text = nextText;
        set({ text: nextText, history, spans: clipped, canUndo: false, canRedo: false, caret });
      },
      shiftPressed: () => {
        if (!options.allowCharacterAnnotation || get().shiftUsed || hintTimer !== null) return;
        hintTimer = timers.setTimeout(() => {
          hintTimer = null;
          set({ shiftHintVisible: true });
        }, SHIFT_HINT_DELAY_MS);
      },
      shiftReleased: hideHint,
      pointerEntered: () => {
        if (get().selectedLabel === null) return;
        stop(cursorTimer);
        set({ cursorVisible: true });
        cursorTimer = timers.setTimeout(() => {
          cursorTimer = null;
          set({ cursorVisible: false });
        }, ENTITY_CURSOR_MS);
      },
      dispose: () => {
        stop(hintTimer);
        stop(cursorTimer);
        hintTimer = null;
        cursorTimer = null;
      },
    };
  });
}

/** A span editor made by {@link createSpanEditorStore}. */
export type SpanEditorStore = ReturnType<typeof createSpanEditorStore>;

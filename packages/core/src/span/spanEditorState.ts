import type { SpanAnswerItem } from '../model/AnswerValue';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import type { Timers } from '../environment/Timers';
import type { SpanCaret, CaretStep } from './spanCaret';
import type { SpanHistory } from './spanHistory';

/** How long Shift must be held before the character-level hint shows (spec 1 §4: about 500 ms). */
export const SHIFT_HINT_DELAY_MS = 500;
/** How long the entity cursor shows after the pointer enters the field (spec 1 §4). */
export const ENTITY_CURSOR_MS = 3000;
/** Storage key remembering that Shift was used once, so the hint stops showing. */
export const SHIFT_USED_STORAGE_KEY = 'marginalia.span.shiftUsed';

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
  timers?: Timers;
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

/** What the parts of a span editor share: state access (the text lives in the state), the options and timers. */
export interface SpanEditorContext {
  get: () => SpanEditorState;
  set: (partial: Partial<SpanEditorState>) => void;
  options: SpanEditorOptions;
  timers: Timers;
}

import { createStore } from 'zustand/vanilla';
import { hostTimers } from '../environment/Timers';
import { createSpanCaretIntents } from './spanCaretIntents';
import { createSpanEditing } from './spanEditing';
import { createSpanHints } from './spanHints';
import {
  SHIFT_USED_STORAGE_KEY,
  type SpanEditorContext,
  type SpanEditorOptions,
  type SpanEditorState,
} from './spanEditorState';
import { clipSpans } from './spanEdits';
import { createSpanHistory } from './spanHistory';

export { ENTITY_CURSOR_MS, SHIFT_HINT_DELAY_MS, SHIFT_USED_STORAGE_KEY } from './spanEditorState';
export type { SpanEditorOptions, SpanEditorState } from './spanEditorState';

/**
 * Creates the editor of one span question (spec 1 §4): label choice, spans from selections snapped to words
 * (character level with Shift where allowed), overlap or replacement, relabel and removal, undo and redo, the
 * Shift hint, the entity cursor, and the keyboard caret that makes spans without a mouse (`spanCaret.ts`).
 * Composed of the edits with their history (`spanEditing`), the caret intents (`spanCaretIntents`) and the
 * timed hints (`spanHints`).
 *
 * @example
 * const editor = createSpanEditorStore({ labels: ['PER', 'ORG'], text, allowOverlapping: false,
 *   allowCharacterAnnotation: true, onChange: (spans) => store.getState().setAnswer('entities', spans) });
 * editor.getState().createFromSelection(4, 9, false);
 */
export function createSpanEditorStore(options: SpanEditorOptions) {
  const initial = clipSpans(options.spans ?? [], options.text.length);
  return createStore<SpanEditorState>()((set, get) => {
    const context: SpanEditorContext = {
      get,
      set,
      options,
      timers: options.timers ?? hostTimers,
    };
    const hints = createSpanHints(context);
    const editing = createSpanEditing(context, hints);
    const { hideHint: _hideHint, ...hintIntents } = hints;
    const { tag: _tag, ...editIntents } = editing;
    return {
      text: options.text,
      selectedLabel: options.labels[0] ?? null,
      spans: initial,
      history: createSpanHistory(initial),
      canUndo: false,
      canRedo: false,
      shiftHintVisible: false,
      shiftUsed: options.storage?.getItem(SHIFT_USED_STORAGE_KEY) === 'true',
      cursorVisible: false,
      caret: null,
      ...editIntents,
      ...createSpanCaretIntents(context, editing),
      ...hintIntents,
    };
  });
}

/** A span editor made by {@link createSpanEditorStore}. */
export type SpanEditorStore = ReturnType<typeof createSpanEditorStore>;

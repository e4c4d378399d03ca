import { caretSelection, moveCaret, spanAtCaret, startCaret, withCharacterMode } from './spanCaret';
import type { SpanEditing } from './spanEditing';
import type { SpanEditorContext, SpanEditorState } from './spanEditorState';

/** The keyboard caret's intents (rules in `spanCaret.ts`): placing, moving, the unit, tagging and removing. */
export type SpanCaretIntents = Pick<
  SpanEditorState,
  'placeCaret' | 'moveCaret' | 'toggleCharacterMode' | 'createFromCaret' | 'removeAtCaret' | 'clearCaret'
>;

export function createSpanCaretIntents(
  { get, set, options }: SpanEditorContext,
  editing: SpanEditing,
): SpanCaretIntents {
  return {
    placeCaret: () => {
      const caret = get().caret ?? startCaret(get().text, false);
      set({ caret });
      return caret;
    },
    moveCaret: (step, extend) => {
      const current = get().caret;
      const caret = current ? moveCaret(get().text, current, step, extend) : startCaret(get().text, false);
      set({ caret });
      return caret;
    },
    toggleCharacterMode: () => {
      if (!options.allowCharacterAnnotation) return null;
      const current = get().caret;
      const text = get().text;
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
      const span = editing.tag(selection.start, selection.end, caret.characterMode);
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
  };
}

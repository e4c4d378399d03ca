import type { SpanAnswerItem } from '../model/AnswerValue';
import { addSpan, clipSpans, relabelSpan, removeSpan, sameSpans } from './spanEdits';
import { SHIFT_USED_STORAGE_KEY, type SpanEditorContext, type SpanEditorState } from './spanEditorState';
import {
  createSpanHistory,
  pushSpanHistory,
  redoSpanHistory,
  undoSpanHistory,
  type SpanHistory,
} from './spanHistory';
import type { SpanHints } from './spanHints';
import { spanRangeFromSelection } from './spanSelection';

/** The span edits with their history: labels, creating from a selection, removing, relabelling, undo, sync. */
export type SpanEditing = Pick<
  SpanEditorState,
  | 'selectLabel'
  | 'selectLabelByNumber'
  | 'createFromSelection'
  | 'remove'
  | 'relabel'
  | 'undo'
  | 'redo'
  | 'sync'
> & {
  /** Tags the text between `from` and `to` with the chosen label; returns the span, or null when none results. */
  tag(from: number, to: number, characterMode: boolean): SpanAnswerItem | null;
};

/** Records a new history state and reports the answer (undefined when no span is left). */
function commitHistory({ get, set, options }: SpanEditorContext, history: SpanHistory) {
  if (history === get().history) return;
  set({
    history,
    spans: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  });
  options.onChange?.(history.present.length > 0 ? history.present : undefined);
}

export function createSpanEditing(context: SpanEditorContext, hints: SpanHints): SpanEditing {
  const { get, set, options } = context;
  const commit = (history: SpanHistory) => commitHistory(context, history);
  const tag = (from: number, to: number, characterMode: boolean): SpanAnswerItem | null => {
    const label = get().selectedLabel;
    if (label === null) return null;
    const range = spanRangeFromSelection(get().text, from, to, { characterMode });
    if (!range) return null;
    const span = { label, ...range };
    const { history } = get();
    commit(pushSpanHistory(history, addSpan(history.present, span, options)));
    return span;
  };
  return {
    tag,
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
        hints.hideHint();
      }
      return span;
    },
    remove: (span) => commit(pushSpanHistory(get().history, removeSpan(get().spans, span))),
    relabel: (span, label) => commit(pushSpanHistory(get().history, relabelSpan(get().spans, span, label))),
    undo: () => commit(undoSpanHistory(get().history)),
    redo: () => commit(redoSpanHistory(get().history)),
    sync: (nextText, spans) => {
      const { text } = get();
      const clipped = clipSpans(spans ?? [], nextText.length);
      if (nextText === text && sameSpans(clipped, get().spans)) return;
      // The caret belongs to the old text.
      const caret = nextText === text ? get().caret : null;
      set({
        text: nextText,
        history: createSpanHistory(clipped),
        spans: clipped,
        canUndo: false,
        canRedo: false,
        caret,
      });
    },
  };
}

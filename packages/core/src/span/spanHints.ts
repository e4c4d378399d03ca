import {
  ENTITY_CURSOR_MS,
  SHIFT_HINT_DELAY_MS,
  type SpanEditorContext,
  type SpanEditorState,
} from './spanEditorState';

/** The timed hints of a span editor: the Shift hint (after 500 ms held) and the entity cursor (3 s). */
export type SpanHints = Pick<
  SpanEditorState,
  'shiftPressed' | 'shiftReleased' | 'pointerEntered' | 'dispose'
> & {
  /** Hides the Shift hint and stops its timer. */
  hideHint(): void;
};

export function createSpanHints({ get, set, options, timers }: SpanEditorContext): SpanHints {
  const handles: { hint: unknown; cursor: unknown } = { hint: null, cursor: null };
  const stop = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
  };
  const hideHint = () => {
    stop(handles.hint);
    handles.hint = null;
    if (get().shiftHintVisible) set({ shiftHintVisible: false });
  };
  return {
    hideHint,
    shiftPressed: () => {
      if (!options.allowCharacterAnnotation || get().shiftUsed || handles.hint !== null) return;
      handles.hint = timers.setTimeout(() => {
        handles.hint = null;
        set({ shiftHintVisible: true });
      }, SHIFT_HINT_DELAY_MS);
    },
    shiftReleased: hideHint,
    pointerEntered: () => {
      if (get().selectedLabel === null) return;
      stop(handles.cursor);
      set({ cursorVisible: true });
      handles.cursor = timers.setTimeout(() => {
        handles.cursor = null;
        set({ cursorVisible: false });
      }, ENTITY_CURSOR_MS);
    },
    dispose: () => {
      stop(handles.hint);
      stop(handles.cursor);
      handles.hint = null;
      handles.cursor = null;
    },
  };
}

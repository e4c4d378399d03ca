import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import {
  ENTITY_CURSOR_MS,
  SHIFT_HINT_DELAY_MS,
  SHIFT_USED_STORAGE_KEY,
  createSpanEditorStore,
} from './createSpanEditorStore';

const text = 'The Port Alder city council voted on Tuesday.';

function editor(over: Partial<Parameters<typeof createSpanEditorStore>[0]> = {}) {
  const onChange = vi.fn();
  const store = createSpanEditorStore({
    labels: ['ORG', 'DATE'],
    text,
    allowOverlapping: false,
    allowCharacterAnnotation: true,
    onChange,
    ...over,
  });
  return { store, state: () => store.getState(), onChange };
}

describe('createSpanEditorStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the first label and makes word-snapped spans with it', () => {
    const { state, onChange } = editor();
    expect(state().selectedLabel).toBe('ORG');
    expect(state().createFromSelection(6, 10, false)).toEqual({ label: 'ORG', start: 4, end: 14 });
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 4, end: 14 }]);
  });

  it('selects labels by number (1-based) and ignores numbers without a label', () => {
    const { state } = editor();
    expect(state().selectLabelByNumber(2)).toBe(true);
    expect(state().selectedLabel).toBe('DATE');
    expect(state().selectLabelByNumber(3)).toBe(false);
    expect(state().selectedLabel).toBe('DATE');
  });

  it('makes character-level spans with Shift only where allowed', () => {
    const allowed = editor();
    expect(allowed.state().createFromSelection(6, 10, true)).toEqual({ label: 'ORG', start: 6, end: 10 });
    const refused = editor({ allowCharacterAnnotation: false });
    expect(refused.state().createFromSelection(6, 10, true)).toEqual({ label: 'ORG', start: 4, end: 14 });
  });

  it('replaces an overlapped span without overlap, and undoes and redoes the edits', () => {
    const { state, onChange } = editor();
    state().createFromSelection(4, 14, false);
    state().selectLabel('DATE');
    state().createFromSelection(9, 14, false);
    expect(state().spans).toEqual([{ label: 'DATE', start: 9, end: 14 }]);
    state().undo();
    expect(state().spans).toEqual([{ label: 'ORG', start: 4, end: 14 }]);
    expect(state().canRedo).toBe(true);
    state().undo();
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(state().canUndo).toBe(false);
    state().redo();
    state().redo();
    expect(state().spans).toEqual([{ label: 'DATE', start: 9, end: 14 }]);
  });

  it('stacks overlapping spans where allowed, relabels and removes them', () => {
    const { state } = editor({ allowOverlapping: true });
    state().createFromSelection(4, 14, false);
    state().createFromSelection(9, 14, false);
    expect(state().spans).toHaveLength(2);
    state().relabel({ label: 'ORG', start: 9, end: 14 }, 'DATE');
    expect(state().spans).toEqual([
      { label: 'ORG', start: 4, end: 14 },
      { label: 'DATE', start: 9, end: 14 },
    ]);
    state().remove({ label: 'ORG', start: 4, end: 14 });
    expect(state().spans).toEqual([{ label: 'DATE', start: 9, end: 14 }]);
  });

  it('rejects empty selections without recording anything', () => {
    const { state, onChange } = editor();
    expect(state().createFromSelection(3, 4, false)).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(state().canUndo).toBe(false);
  });

  it('restarts the history when the answer changes from outside, clipping spans to the text', () => {
    const { state } = editor();
    state().createFromSelection(4, 14, false);
    state().sync('short', [{ label: 'ORG', start: 2, end: 50 }]);
    expect(state().text).toBe('short');
    expect(state().spans).toEqual([{ label: 'ORG', start: 2, end: 5 }]);
    expect(state().canUndo).toBe(false);
  });

  it(`shows the Shift hint after ${SHIFT_HINT_DELAY_MS} ms held, until Shift is used once`, () => {
    const storage = createMemoryStorage();
    const { state } = editor({ storage });
    state().shiftPressed();
    vi.advanceTimersByTime(SHIFT_HINT_DELAY_MS - 1);
    expect(state().shiftHintVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(state().shiftHintVisible).toBe(true);
    state().shiftReleased();
    expect(state().shiftHintVisible).toBe(false);
    state().createFromSelection(6, 10, true);
    expect(storage.getItem(SHIFT_USED_STORAGE_KEY)).toBe('true');
    state().shiftPressed();
    vi.advanceTimersByTime(SHIFT_HINT_DELAY_MS * 4);
    expect(state().shiftHintVisible).toBe(false);
    expect(editor({ storage }).state().shiftUsed).toBe(true);
  });

  it('shows no Shift hint where character annotation is not allowed, nor for a short press', () => {
    const { state } = editor({ allowCharacterAnnotation: false });
    state().shiftPressed();
    vi.advanceTimersByTime(SHIFT_HINT_DELAY_MS);
    expect(state().shiftHintVisible).toBe(false);
    const other = editor();
    other.state().shiftPressed();
    vi.advanceTimersByTime(SHIFT_HINT_DELAY_MS - 100);
    other.state().shiftReleased();
    vi.advanceTimersByTime(SHIFT_HINT_DELAY_MS);
    expect(other.state().shiftHintVisible).toBe(false);
  });

  it('places a keyboard caret on the first word and keeps its place when the text is entered again', () => {
    const { state } = editor();
    expect(state().caret).toBeNull();
    expect(state().placeCaret()?.focus).toEqual({ start: 0, end: 3 });
    state().moveCaret(1, false);
    state().clearCaret();
    expect(state().moveCaret(1, false)?.focus).toEqual({ start: 0, end: 3 });
    state().moveCaret(1, false);
    expect(state().placeCaret()?.focus).toEqual({ start: 4, end: 8 });
  });

  it('tags the caret’s selection with the chosen label, by the rules of a mouse selection', () => {
    const { state, onChange } = editor();
    state().placeCaret();
    state().moveCaret(1, false);
    state().moveCaret(1, true);
    expect(state().createFromCaret()).toEqual({ label: 'ORG', start: 4, end: 14 });
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 4, end: 14 }]);
    // The caret collapses onto its word; a new span over it replaces the overlapped one (no overlap allowed).
    expect(state().caret).toEqual({
      anchor: { start: 9, end: 14 },
      focus: { start: 9, end: 14 },
      characterMode: false,
    });
    state().selectLabelByNumber(2);
    state().createFromCaret();
    expect(state().spans).toEqual([{ label: 'DATE', start: 9, end: 14 }]);
    expect(state().shiftUsed).toBe(false);
  });

  it('removes the span under the caret, and nothing where there is none', () => {
    const { state } = editor({ spans: [{ label: 'ORG', start: 4, end: 14 }] });
    state().placeCaret();
    expect(state().removeAtCaret()).toBeNull();
    state().moveCaret(1, false);
    state().moveCaret(1, false);
    expect(state().removeAtCaret()).toEqual({ label: 'ORG', start: 4, end: 14 });
    expect(state().spans).toEqual([]);
    expect(state().canUndo).toBe(true);
  });

  it('switches the caret to characters only where character annotation is allowed', () => {
    const { state } = editor();
    state().placeCaret();
    expect(state().toggleCharacterMode()).toBe('character');
    state().moveCaret(1, true);
    expect(state().createFromCaret()).toEqual({ label: 'ORG', start: 0, end: 4 });
    expect(state().toggleCharacterMode()).toBe('word');
    const refused = editor({ allowCharacterAnnotation: false });
    refused.state().placeCaret();
    expect(refused.state().toggleCharacterMode()).toBeNull();
    expect(refused.state().caret?.characterMode).toBe(false);
  });

  it('forgets the caret when the text changes, not when only the answer does', () => {
    const { state } = editor();
    state().placeCaret();
    state().sync(text, [{ label: 'DATE', start: 37, end: 44 }]);
    expect(state().caret).not.toBeNull();
    state().sync('Another record', undefined);
    expect(state().caret).toBeNull();
  });

  it(`shows the entity cursor for ${ENTITY_CURSOR_MS} ms after the pointer enters`, () => {
    const { state } = editor();
    state().pointerEntered();
    expect(state().cursorVisible).toBe(true);
    vi.advanceTimersByTime(ENTITY_CURSOR_MS - 1);
    expect(state().cursorVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state().cursorVisible).toBe(false);
    expect(ENTITY_CURSOR_MS).toBe(3000);
  });
});

import { useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { spanSelectionOffsets } from './spanSelectionOffsets';
import type { SpanCaretKeys } from './useSpanCaret';

export interface SpanTextInputOptions {
  disabled: boolean;
  caretKeys: SpanCaretKeys;
  onSelect(from: number, to: number, shiftKey: boolean): void;
}

/**
 * The input of a span field's text: a mouse selection (or one made another way, tagged with Enter) creates a
 * span, the caret keys move and tag, and focus from the keyboard (not a click) shows the caret. Returns whether
 * the text has the focus and the handlers to put on it.
 */
export function useSpanTextInput(textRef: RefObject<HTMLDivElement | null>, options: SpanTextInputOptions) {
  const { disabled, caretKeys } = options;
  const [focused, setFocused] = useState(false);
  // A click focuses the text too: the caret only shows for focus from the keyboard.
  const pointerDown = useRef(false);

  function create(shiftKey: boolean) {
    const container = textRef.current;
    const offsets = container && !disabled ? spanSelectionOffsets(container) : null;
    if (!offsets) return;
    options.onSelect(offsets.from, offsets.to, shiftKey);
    container?.ownerDocument.getSelection()?.removeAllRanges();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const container = textRef.current;
    // A selection made another way (a screen reader, caret browsing) is tagged as a mouse selection is.
    if (
      event.key === 'Enter' &&
      !event.ctrlKey &&
      !event.metaKey &&
      container &&
      spanSelectionOffsets(container)
    ) {
      event.preventDefault();
      create(event.shiftKey);
      return;
    }
    if (caretKeys.onKeyDown(event)) event.preventDefault();
  }

  const handlers = {
    onKeyDown,
    onPointerDown: () => (pointerDown.current = true),
    onPointerUp: () => (pointerDown.current = false),
    onFocus: () => {
      setFocused(true);
      if (!pointerDown.current && !disabled) caretKeys.onKeyboardFocus();
    },
    onBlur: () => setFocused(false),
    onMouseUp: (event: MouseEvent<HTMLDivElement>) => create(event.shiftKey),
  };
  return { focused, handlers };
}

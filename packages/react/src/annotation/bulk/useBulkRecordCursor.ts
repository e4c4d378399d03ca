import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { isTextInputTarget, type AnnotationRecord } from '@marginalia/core';
import { cursorMoveFor } from './recordCursorKeys';

export interface BulkRecordCursorOptions {
  records: AnnotationRecord[];
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  disabled: boolean;
  onToggle(recordId: string): void;
}

/**
 * The keyboard cursor of a bulk page's records: j or ↓ next, k or ↑ previous, Home and End (scrolled to and
 * focused), x or Space toggles the record's selection. A new page starts at its first record. Returns the
 * cursor's index, a setter (the cursor follows the focus) and the list's key handler.
 */
export function useBulkRecordCursor({
  records,
  scrollRef,
  virtualizer,
  disabled,
  onToggle,
}: BulkRecordCursorOptions) {
  const [cursor, setCursor] = useState(0);
  const [focusCursor, setFocusCursor] = useState(false);
  const index = Math.min(cursor, Math.max(records.length - 1, 0));

  // A new page starts at its first record.
  const firstId = records[0]?.id;
  useEffect(() => setCursor(0), [firstId]);
  useEffect(() => {
    if (!focusCursor) return;
    setFocusCursor(false);
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus({ preventScroll: true });
  }, [focusCursor, index, scrollRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTextInputTarget(event.target) || event.defaultPrevented) return;
    // On a control inside the record, its own keys (arrows in a radio group, Space) stay with it.
    const onItem = (event.target as HTMLElement).dataset?.index !== undefined;
    const move = cursorMoveFor(event, index, records.length, onItem);
    if (!move) return;
    event.preventDefault();
    if (move.type === 'toggle') {
      const record = records[index];
      if (record && !disabled) onToggle(record.id);
      return;
    }
    setCursor(move.index);
    virtualizer.scrollToIndex(move.index, { align: 'auto' });
    setFocusCursor(true);
  };

  return { index, setCursor, onKeyDown };
}

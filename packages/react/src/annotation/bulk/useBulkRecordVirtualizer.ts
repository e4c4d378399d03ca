import { useEffect, type RefObject } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { AnnotationRecord } from '@marginalia/core';

/** Estimated height of a record before it is measured, and the height of a fixed-height record, in px. */
const ESTIMATED_HEIGHT = 240;
const FIXED_HEIGHT = 220;
const FALLBACK_RECT = { width: 800, height: 900 };

/**
 * The virtualiser of a bulk page's records: only the records near the viewport are in the DOM, each measured
 * once drawn (or all of one fixed height), measured again when the height setting changes.
 */
export function useBulkRecordVirtualizer(
  records: AnnotationRecord[],
  scrollRef: RefObject<HTMLDivElement | null>,
  fixed: boolean,
) {
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (fixed ? FIXED_HEIGHT : ESTIMATED_HEIGHT),
    overscan: 3,
    getItemKey: (index) => records[index]?.id ?? index,
    // A list without layout (hidden, or jsdom in tests) measures 0 px: render a usual screen's worth then.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  useEffect(() => virtualizer.measure(), [fixed, virtualizer]);
  return virtualizer;
}

import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { KeyValueStorage } from '@marginalia/core';
import {
  clampPanelSize,
  PANEL_LIMITS,
  readPanelLayout,
  writePanelLayout,
  type PanelLayout,
} from './panelSizes';

const KEY_STEP = 2;

export interface SplitPaneLayoutOptions {
  horizontal: boolean;
  storage: KeyValueStorage;
  storageKey: string;
  /** First pane's share by default, in percent. */
  defaultSize: number;
  /** The least share either pane keeps, in percent. */
  minPercent: number;
  /** Whether the second pane starts collapsed until the person chooses (default false). */
  defaultCollapsed?: boolean;
}

/**
 * A split pane's layout (the first pane's share and whether the second is collapsed), read from and written to
 * its storage, with the separator's handlers: a pointer drag (written when it ends) and the arrow keys, Home
 * and End. Sizes are clamped to the pane limits.
 */
export function useSplitPaneLayout(
  rootRef: RefObject<HTMLDivElement | null>,
  options: SplitPaneLayoutOptions,
) {
  const { horizontal, storage, storageKey, minPercent } = options;
  const [layout, setLayout] = useState<PanelLayout>(() =>
    readPanelLayout(storage, storageKey, { size: options.defaultSize, collapsed: options.defaultCollapsed ?? false }),
  );
  // The layout while dragging, written to storage when the drag ends.
  const latest = useRef(layout);

  const clamp = (size: number) => {
    const rect = rootRef.current?.getBoundingClientRect();
    const totalPx = horizontal ? 0 : (rect?.height ?? 0);
    return clampPanelSize(size, {
      minPercent,
      secondMinPx: horizontal ? 0 : PANEL_LIMITS.expandedMinHeightPx,
      totalPx,
    });
  };
  const apply = (next: PanelLayout) => {
    latest.current = next;
    setLayout(next);
    writePanelLayout(storage, storageKey, next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (layout.collapsed) return;
    event.preventDefault();
    const separator = event.currentTarget;
    separator.setPointerCapture?.(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => {
      const rect = rootRef.current!.getBoundingClientRect();
      const offset = horizontal ? moveEvent.clientX - rect.left : moveEvent.clientY - rect.top;
      const total = horizontal ? rect.width : rect.height;
      if (total <= 0) return;
      latest.current = { ...latest.current, size: clamp((offset / total) * 100) };
      setLayout(latest.current);
    };
    const up = () => {
      separator.removeEventListener('pointermove', move);
      separator.removeEventListener('pointerup', up);
      separator.removeEventListener('pointercancel', up);
      writePanelLayout(storage, storageKey, latest.current);
    };
    separator.addEventListener('pointermove', move);
    separator.addEventListener('pointerup', up);
    separator.addEventListener('pointercancel', up);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const back = horizontal ? 'ArrowLeft' : 'ArrowUp';
    const forward = horizontal ? 'ArrowRight' : 'ArrowDown';
    let size: number | null = null;
    if (event.key === back) size = layout.size - KEY_STEP;
    else if (event.key === forward) size = layout.size + KEY_STEP;
    else if (event.key === 'Home') size = 0;
    else if (event.key === 'End') size = 100;
    if (size === null || layout.collapsed) return;
    event.preventDefault();
    apply({ ...layout, size: clamp(size) });
  };

  const toggleCollapsed = () => apply({ ...layout, collapsed: !layout.collapsed });
  return { layout, onPointerDown, onKeyDown, toggleCollapsed };
}

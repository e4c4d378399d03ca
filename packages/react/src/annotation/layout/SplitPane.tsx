import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import type { KeyValueStorage } from '@marginalia/core';
import { useOptionalAnnotationView } from '../view/AnnotationViewContext';
import {
  clampPanelSize,
  PANEL_LIMITS,
  readPanelLayout,
  writePanelLayout,
  type PanelLayout,
} from './panelSizes';

export interface SplitPaneProps {
  /** `horizontal` puts the panes side by side; `vertical` stacks them. */
  orientation: 'horizontal' | 'vertical';
  /** Where the layout is remembered. */
  storageKey: string;
  /** First pane's share by default, in percent. */
  defaultSize: number;
  first: ReactNode;
  second: ReactNode;
  /** Accessible name of the separator, e.g. 'Resize the record and the questions'. */
  label: string;
  /** Vertical splits only: the lower pane's title, shown in its header, which collapses it to 50 px. */
  collapsibleTitle?: string;
  className?: string;
  /** Where the layout is remembered; by default the annotation view's storage (outside it, this is needed). */
  storage?: KeyValueStorage;
  /** The least share either pane keeps, in percent; by default the annotation's limits (25 % or 38 %). */
  minPercent?: number;
}

const KEY_STEP = 2;

/**
 * Two panes with a draggable separator (pointer, or arrow keys / Home / End on the focused separator), sizes
 * remembered in the view's storage. Side by side, neither pane gets below 25 % of the width; stacked, the upper
 * pane keeps 38 % and the lower pane 80 px, and the lower pane can collapse to its 50 px header. Narrow
 * containers stack the panes without a separator (see the layout styles).
 *
 * @example
 * <SplitPane orientation="horizontal" storageKey="marginalia.panels.main" defaultSize={60} first={record} second={form} label="…" />
 */
export function SplitPane({
  orientation,
  storageKey,
  defaultSize,
  first,
  second,
  label,
  collapsibleTitle,
  className = '',
  storage: explicitStorage,
  minPercent: explicitMinPercent,
}: SplitPaneProps) {
  const t = useT();
  const view = useOptionalAnnotationView();
  const storage = explicitStorage ?? view?.storage;
  if (!storage) throw new Error('A SplitPane outside <AnnotationView> needs its storage.');
  const rootRef = useRef<HTMLDivElement>(null);
  const secondId = useId();
  const [layout, setLayout] = useState<PanelLayout>(() =>
    readPanelLayout(storage, storageKey, { size: defaultSize, collapsed: false }),
  );
  // The layout while dragging, written to storage when the drag ends.
  const latest = useRef(layout);
  const horizontal = orientation === 'horizontal';
  const minPercent =
    explicitMinPercent ?? (horizontal ? PANEL_LIMITS.horizontalMinPercent : PANEL_LIMITS.verticalMinPercent);

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

  const collapsed = !horizontal && layout.collapsed;
  const style = { ['--mg-split' as string]: `${layout.size}%` };
  return (
    <div
      ref={rootRef}
      className={`mg-split mg-split--${orientation}${collapsed ? ' mg-split--collapsed' : ''} ${className}`.trim()}
      style={style}
    >
      <div className="mg-split__pane mg-split__pane--first">{first}</div>
      <div
        role="separator"
        tabIndex={collapsed ? -1 : 0}
        className="mg-split__separator"
        aria-label={label}
        aria-orientation={horizontal ? 'vertical' : 'horizontal'}
        aria-valuemin={minPercent}
        aria-valuemax={100 - minPercent}
        aria-valuenow={Math.round(layout.size)}
        aria-controls={secondId}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      />
      <div id={secondId} className="mg-split__pane mg-split__pane--second">
        {collapsibleTitle !== undefined && (
          <div className="mg-split__header">
            <h2 className="mg-split__title">{collapsibleTitle}</h2>
            <button
              type="button"
              className="mg-button mg-button--ghost mg-button--icon mg-split__collapse"
              aria-expanded={!collapsed}
              aria-label={
                collapsed
                  ? t('annotation.panels.expand', { name: collapsibleTitle })
                  : t('annotation.panels.collapse', { name: collapsibleTitle })
              }
              onClick={() => apply({ ...layout, collapsed: !layout.collapsed })}
            >
              <Icon name={collapsed ? 'arrowUp' : 'chevronDown'} />
            </button>
          </div>
        )}
        {collapsibleTitle === undefined
          ? second
          : !collapsed && <div className="mg-split__content">{second}</div>}
      </div>
    </div>
  );
}

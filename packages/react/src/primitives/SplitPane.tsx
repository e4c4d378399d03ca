import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import type { KeyValueStorage } from '@marginalia/core';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { PANEL_LIMITS } from './panelSizes';
import { splitPaneCss } from './splitPaneCss';
import { useSplitPaneLayout } from './useSplitPaneLayout';

/** The lower pane's header of a collapsible stacked split, with the texts of its collapse button. */
export interface SplitPaneCollapsible {
  /** Shown in the header, e.g. 'Progress and guidelines'. */
  title: string;
  /** The button's name while the pane shows, e.g. 'Collapse Progress and guidelines'. */
  collapseLabel: string;
  /** The button's name while the pane is collapsed, e.g. 'Expand Progress and guidelines'. */
  expandLabel: string;
  /** A one-line summary beside the title (e.g. the progress while the panels are collapsed). */
  summary?: ReactNode;
  /** Starts collapsed until the person expands it (remembered like the sizes). */
  defaultCollapsed?: boolean;
  /** A count whose every increase expands the pane (e.g. a control elsewhere asking for what it shows). */
  expandRequest?: number;
}

export interface SplitPaneProps {
  /** `horizontal` puts the panes side by side; `vertical` stacks them. */
  orientation: 'horizontal' | 'vertical';
  /** Where the layout is remembered, e.g. `window.localStorage` or the annotation view's storage. */
  storage: KeyValueStorage;
  /** The key it is remembered under. */
  storageKey: string;
  /** First pane's share by default, in percent. */
  defaultSize: number;
  first: ReactNode;
  second: ReactNode;
  /** Accessible name of the separator, e.g. 'Resize the record and the questions'. */
  label: string;
  /** Vertical splits only: a header on the lower pane whose button collapses it to 50 px. */
  collapsible?: SplitPaneCollapsible;
  className?: string;
  /** The least share either pane keeps, in percent; by default the spec's limits (25 % or 38 %). */
  minPercent?: number;
}

/**
 * Two panes with a draggable separator (the WAI-ARIA window splitter: pointer, or arrow keys / Home / End on the
 * focused separator), the layout remembered in the given storage. Side by side, neither pane gets below 25 % of the width; stacked, the upper
 * pane keeps 38 % and the lower pane 80 px, and the lower pane can collapse to its 50 px header. Narrow
 * containers stack the panes without a separator (`splitPaneCss`, which it injects into its root: the host sets
 * `container-type: inline-size`).
 *
 * @example
 * <SplitPane orientation="horizontal" storage={storage} storageKey="marginalia.panels.main" defaultSize={60} first={record} second={form} label="…" />
 */
export function SplitPane({
  orientation,
  storage,
  storageKey,
  defaultSize,
  first,
  second,
  label,
  collapsible,
  className = '',
  minPercent: explicitMinPercent,
}: SplitPaneProps) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const styleRoot = useScopedStyles<HTMLDivElement>('mg-split', splitPaneCss);
  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      styleRoot(node);
    },
    [styleRoot],
  );
  const secondId = useId();
  const horizontal = orientation === 'horizontal';
  const minPercent =
    explicitMinPercent ?? (horizontal ? PANEL_LIMITS.horizontalMinPercent : PANEL_LIMITS.verticalMinPercent);
  const { layout, onPointerDown, onKeyDown, toggleCollapsed } = useSplitPaneLayout(rootRef, {
    horizontal,
    storage,
    storageKey,
    defaultSize,
    minPercent,
    defaultCollapsed: collapsible?.defaultCollapsed,
  });

  const collapsed = !horizontal && layout.collapsed;
  const expandRequest = collapsible?.expandRequest ?? 0;
  const toggleRef = useRef(toggleCollapsed);
  toggleRef.current = collapsed ? toggleCollapsed : () => {};
  useEffect(() => {
    if (expandRequest > 0) toggleRef.current();
  }, [expandRequest]);
  const style = { ['--mg-split' as string]: `${layout.size}%` };
  return (
    <div
      ref={setRoot}
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
        {collapsible && (
          <div className="mg-split__header">
            {/* On a phone the title gives way (ellipsis, whole in its title) to the summary's figures. */}
            <h2 className="mg-split__title" title={collapsible.title}>
              {collapsible.title}
            </h2>
            {collapsible.summary}
            <button
              type="button"
              className="mg-button mg-button--ghost mg-button--icon mg-split__collapse"
              aria-expanded={!collapsed}
              aria-label={collapsed ? collapsible.expandLabel : collapsible.collapseLabel}
              onClick={toggleCollapsed}
            >
              <Icon name={collapsed ? 'arrowUp' : 'chevronDown'} />
            </button>
          </div>
        )}
        {collapsible ? !collapsed && <div className="mg-split__content">{second}</div> : second}
      </div>
    </div>
  );
}

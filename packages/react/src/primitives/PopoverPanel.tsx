import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useDismiss } from '../hooks/useDismiss';
import { tabbablesIn } from './focus';
import { useFocusReturn } from './useFocusReturn';

export interface PopoverPanelProps {
  id?: string;
  /** `dialog` for a panel of controls or content with a name; without it a disclosed region. */
  role?: 'dialog';
  /** The dialog's accessible name; without it, it is named by the element with `titleId`. */
  title?: string;
  titleId?: string;
  /** Classes of the panel (default `mg-popover`, placed below its positioned parent). */
  className?: string;
  style?: CSSProperties;
  /** Where the focus goes when the panel closes with the focus inside (default: where it was when it opened). */
  returnFocusTo?(): HTMLElement | null;
  /**
   * For a panel shown without a toggle button of its own (opened from a menu item, at a point): Escape or a
   * press outside the panel calls it.
   */
  onDismiss?(event: Event): void;
  /** Moves the focus to the panel's first control when it opens (a panel opened from a menu). */
  focusFirst?: boolean;
  children: ReactNode;
}

const ignore = () => {};

/**
 * The panel of a `Popover`, also used alone for a non-modal panel its caller shows and places (a table's 'Filter
 * values' at the column, 'Show reference'). Closing it with the focus inside gives the focus back; with
 * `onDismiss`, Escape or a press outside asks it to close. It renders in place, in the component's root.
 *
 * @example
 * <PopoverPanel role="dialog" title={t('menu.filterValues')} onDismiss={close} focusFirst style={{ left, top }}>…</PopoverPanel>
 */
export function PopoverPanel({
  id,
  role,
  title,
  titleId,
  className = 'mg-popover',
  style,
  returnFocusTo,
  onDismiss,
  focusFirst = false,
  children,
}: PopoverPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusReturn(panelRef, returnFocusTo);
  useDismiss(panelRef, onDismiss !== undefined, onDismiss ?? ignore);
  useEffect(() => {
    if (focusFirst && panelRef.current) tabbablesIn(panelRef.current)[0]?.focus();
  }, [focusFirst]);
  const named =
    role === 'dialog' ? { 'aria-label': title, 'aria-labelledby': title ? undefined : titleId } : {};
  return (
    <div ref={panelRef} id={id} role={role} className={className} style={style} {...named}>
      {children}
    </div>
  );
}

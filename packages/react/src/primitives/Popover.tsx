import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useDismiss } from '../hooks/useDismiss';
import { tabbablesIn } from './focus';
import { useFocusReturn } from './useFocusReturn';

/** What a popover's content gets: a way to close it, and the id its title takes to name a dialog panel. */
export interface PopoverPanelApi {
  close(): void;
  titleId: string;
}

export interface PopoverProps {
  /** The toggle button's content. */
  label: ReactNode;
  /** The toggle button's accessible name when its content is not enough (e.g. an icon with a count). */
  buttonLabel?: string;
  /** Classes of the toggle button (default `mg-button`). */
  buttonClassName?: string;
  disabled?: boolean;
  /** Classes of the element holding the button and the panel (it positions the panel). */
  className?: string;
  /** Classes added to `mg-popover` on the panel. */
  panelClassName?: string;
  /**
   * `dialog` for a panel of controls or content with a name (the title, or `title`); without it the panel is
   * a disclosed region (a list of links, a group of checkboxes).
   */
  role?: 'dialog';
  /** The panel's accessible name; without it a dialog is named by the element carrying `titleId`. */
  title?: string;
  /**
   * Whether the panel shows, for a caller that owns that state (e.g. in a store, or shown on hover too); leave
   * it out and the popover keeps it itself.
   */
  open?: boolean;
  /** Called with the state the button, Escape or a press outside asks for (controlled or not). */
  onOpenChange?(open: boolean): void;
  /** Marks the button busy (`aria-busy`), e.g. while work it started still runs. */
  busy?: boolean;
  /** Called every time the panel closes (e.g. to commit what a debounce is waiting for). */
  onClose?(): void;
  children: ReactNode | ((panel: PopoverPanelApi) => ReactNode);
}

/**
 * A button that shows a non-modal panel below it (the WAI-ARIA disclosure pattern, or a non-modal dialog with
 * `role="dialog"`). A click toggles it; Escape or a press outside closes it. Escape, or any close while the
 * focus is in the panel, gives the focus back to the button. The panel renders in place, inside the
 * component's root (a custom element's shadow root), never in `document.body`. With `open` and
 * `onOpenChange` the caller owns whether it shows (the same keys and presses then ask it to change).
 *
 * @example
 * <Popover label={t('home.pythonImport.open')} role="dialog" panelClassName="mg-python-import__dialog">
 *   {({ titleId }) => <h3 id={titleId}>{t('home.pythonImport.title')}</h3>}
 * </Popover>
 */
export function Popover({
  label,
  buttonLabel,
  buttonClassName = 'mg-button',
  disabled = false,
  className,
  panelClassName,
  role,
  title,
  open: openProp,
  onOpenChange,
  busy,
  onClose,
  children,
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const close = useCallback(() => {
    if (!open) return;
    setOpen(false);
    onClose?.();
  }, [open, setOpen, onClose]);
  const dismiss = useCallback(
    (event: Event) => {
      close();
      if (event.type === 'keydown') buttonRef.current?.focus();
    },
    [close],
  );
  useDismiss(rootRef, open, dismiss);

  return (
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={buttonLabel}
        aria-busy={busy}
        disabled={disabled}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
      </button>
      {open && (
        <PopoverPanel
          id={panelId}
          role={role}
          title={title}
          titleId={titleId}
          className={panelClassName ? `mg-popover ${panelClassName}` : 'mg-popover'}
          returnFocusTo={() => buttonRef.current}
        >
          {typeof children === 'function' ? children({ close, titleId }) : children}
        </PopoverPanel>
      )}
    </div>
  );
}

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

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../hooks/useDismiss';

export interface DropdownProps {
  /** The toggle button's content. */
  label: ReactNode;
  /** The toggle button's accessible name when its content is not enough (e.g. an icon with a count). */
  buttonLabel?: string;
  /** Accessible name of the opened panel. */
  title: string;
  /** Called every time the panel closes (e.g. to commit what a debounce is waiting for). */
  onClose?(): void;
  /** The panel's content; a function gets a `close` callback. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  disabled?: boolean;
  /** Marks the toggle as showing an active choice (a filter or sort is set). */
  active?: boolean;
}

/**
 * A toolbar button that opens a non-modal panel below it. A press outside or Escape closes it (Escape returns
 * focus to the button); `onClose` runs on every close.
 *
 * @example
 * <Dropdown label={t('annotation.sort.button')} title={t('annotation.sort.title')} onClose={commitPending}>…</Dropdown>
 */
export function Dropdown({
  label,
  buttonLabel,
  title,
  onClose,
  children,
  align = 'start',
  disabled = false,
  active = false,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    if (!open) return;
    setOpen(false);
    onClose?.();
  }, [open, onClose]);
  const dismiss = useCallback(() => {
    close();
    buttonRef.current?.focus();
  }, [close]);
  useDismiss(rootRef, open, dismiss);

  return (
    <div ref={rootRef} className="mg-dropdown">
      <button
        ref={buttonRef}
        type="button"
        className={`mg-button mg-dropdown__toggle${active ? ' mg-dropdown__toggle--active' : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={buttonLabel}
        disabled={disabled}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={title}
          className={`mg-popover mg-dropdown__panel mg-dropdown__panel--${align}`}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Popover } from '../../primitives/Popover';

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
 * A toolbar button that opens a non-modal panel below it: the toolbar's look of a `Popover` dialog. A press
 * outside or Escape closes it (Escape returns focus to the button); `onClose` runs on every close.
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
  return (
    <Popover
      label={label}
      buttonLabel={buttonLabel}
      buttonClassName={`mg-button mg-button--quiet mg-dropdown__toggle${active ? ' mg-dropdown__toggle--active' : ''}`}
      disabled={disabled}
      className="mg-dropdown"
      role="dialog"
      title={title}
      panelClassName={`mg-dropdown__panel mg-dropdown__panel--${align}`}
      onClose={onClose}
    >
      {({ close }) => (typeof children === 'function' ? children(close) : children)}
    </Popover>
  );
}

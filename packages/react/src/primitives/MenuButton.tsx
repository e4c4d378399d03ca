import { useRef, useState, type ReactNode } from 'react';
import { Menu } from './Menu';

export interface MenuButtonProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name when its content is not enough (e.g. an icon). */
  buttonLabel?: string;
  buttonClassName?: string;
  /** The menu's accessible name. */
  menuLabel: string;
  disabled?: boolean;
  /** See `Menu`: keeps every key pressed in the menu to it. */
  isolateKeys?: boolean;
  /** `MenuItem`s; a function gets a `close` callback to call after an item did its work. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A button that opens a `Menu` below it (the WAI-ARIA menu button pattern): Enter, Space, a click or Down
 * open it on the first item; closing gives the focus back to the button.
 *
 * @example
 * <MenuButton label={<Icon name="more" />} buttonLabel={t('table.rowActions')} menuLabel={t('table.rowActions')}>
 *   {(close) => <MenuItem onSelect={() => { remove(); close(); }}>{t('table.remove')}</MenuItem>}
 * </MenuButton>
 */
export function MenuButton({
  label,
  buttonLabel,
  buttonClassName,
  menuLabel,
  disabled,
  isolateKeys,
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <div className="mg-menu-button">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? 'mg-button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={buttonLabel}
        disabled={disabled}
        // While open, a press keeps the focus in the menu, so its blur does not close it before the click toggles.
        onMouseDown={(event) => {
          if (open) event.preventDefault();
        }}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </button>
      {open && (
        <Menu label={menuLabel} onClose={close} returnFocusTo={() => buttonRef.current} isolateKeys={isolateKeys}>
          {typeof children === 'function' ? children(close) : children}
        </Menu>
      )}
    </div>
  );
}

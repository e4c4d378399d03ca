import type { CSSProperties, ReactNode } from 'react';

export interface MenuItemProps {
  onSelect(): void;
  /** Makes the item one of a set of exclusive choices (`menuitemradio`), checked or not. */
  checked?: boolean;
  disabled?: boolean;
  /** Classes instead of `mg-menu__item`. */
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * One item of a `Menu`: a button with the menu item role; Enter, Space or a click selects it. Only the focused
 * item is in the tab order's way, since the menu moves the focus with the arrow keys.
 *
 * @example
 * <MenuItem checked={label === current} onSelect={() => relabel(label)}>{text}</MenuItem>
 */
export function MenuItem({ onSelect, checked, disabled, className = 'mg-menu__item', style, children }: MenuItemProps) {
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      disabled={disabled}
      className={className}
      style={style}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}

import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useScopedStyles } from '../styles/useScopedStyles';
import { activeElementOf } from './focus';
import { menuCss } from './menuCss';
import { useFocusReturn } from './useFocusReturn';

export interface MenuProps {
  /** The menu's accessible name. */
  label: string;
  /** Escape, Tab, or the focus leaving the menu. */
  onClose(): void;
  /** Classes instead of `mg-menu` (which places the menu below its positioned parent). */
  className?: string;
  style?: CSSProperties;
  /** Where the focus goes when the menu closes with the focus inside (default: where it was before). */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * Keeps every key pressed in the menu to it, so none reaches a handler around it (the page's shortcuts, a
   * grid); without it only Escape is kept.
   */
  isolateKeys?: boolean;
  /** `MenuItem`s. */
  children: ReactNode;
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([disabled])';
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

function nextByKey(items: HTMLElement[], current: number, key: string): HTMLElement | undefined {
  const step = STEPS[key];
  if (step !== undefined) return items[(current + step + items.length) % items.length];
  if (key === 'Home') return items[0];
  if (key === 'End') return items[items.length - 1];
  // Type-ahead: the next item whose text starts with the typed character.
  if (key.length !== 1 || key === ' ') return undefined;
  const char = key.toLocaleLowerCase();
  const ordered = [...items.slice(current + 1), ...items.slice(0, current + 1)];
  return ordered.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(char));
}

/**
 * A menu of actions (the WAI-ARIA menu pattern): the first item takes the focus, Up and Down move (wrapping),
 * Home and End jump, a letter jumps to the next item starting with it, Escape closes and gives the focus back,
 * Tab or a click elsewhere closes. It renders in place, so inside a custom element it stays in the shadow root
 * with the component's styles.
 *
 * @example
 * <Menu label={t('annotationQuestions.span.menu', { text })} onClose={close}>
 *   <MenuItem onSelect={remove}>{t('annotationQuestions.span.remove')}</MenuItem>
 * </Menu>
 */
export function Menu({
  label,
  onClose,
  className = 'mg-menu',
  style,
  returnFocusTo,
  isolateKeys = false,
  children,
}: MenuProps) {
  const menuRef = useRef<HTMLDivElement | null>(null);
  const stylesRef = useScopedStyles<HTMLDivElement>('mg-menu', menuCss);
  useFocusReturn(menuRef, returnFocusTo);

  useEffect(() => {
    // With every item disabled the menu itself takes the focus, so Escape and Tab still close it.
    const menu = menuRef.current;
    (menu?.querySelector<HTMLElement>(ITEM_SELECTOR) ?? menu)?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (isolateKeys) event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      onClose();
      return;
    }
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const current = items.indexOf(activeElementOf(event.currentTarget) as HTMLElement);
    const next = items.length > 0 ? nextByKey(items, current, event.key) : undefined;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  return (
    <div
      ref={(node) => {
        menuRef.current = node;
        stylesRef(node);
      }}
      role="menu"
      aria-label={label}
      aria-orientation="vertical"
      // Focusable, so a press on a disabled item or between items keeps the focus (and the menu) open.
      tabIndex={-1}
      className={className}
      style={style}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!menuRef.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      {children}
    </div>
  );
}

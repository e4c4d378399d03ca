import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { SpanAnswerItem } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import type { SpanLabel } from './SpanAnnotatedText';

export interface SpanLabelMenuProps {
  span: SpanAnswerItem;
  spanText: string;
  labels: SpanLabel[];
  position: { top: number; left: number };
  onRelabel(label: string): void;
  onRemove(): void;
  onClose(): void;
}

/**
 * The menu of a span: give it another entity label or remove it. Arrow keys move, Escape closes; the first item
 * takes the focus.
 */
export function SpanLabelMenu({ span, spanText, labels, position, onRelabel, onRemove, onClose }: SpanLabelMenuProps) {
  const t = useT();
  const menuRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const current = items.indexOf(event.target as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (step !== undefined && items.length > 0) {
      event.preventDefault();
      items[(current + step + items.length) % items.length]?.focus();
    }
  }

  return (
    <div
      ref={menuRef}
      role="menu"
      className="mg-span-menu"
      aria-label={t('annotationQuestions.span.menu', { text: spanText })}
      style={{ top: position.top, left: position.left }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!menuRef.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      {labels.map((label) => (
        <button
          key={label.value}
          type="button"
          role="menuitemradio"
          aria-checked={label.value === span.label}
          className="mg-span-menu__item"
          style={{ ['--mg-span-colour' as string]: label.colour }}
          onClick={() => onRelabel(label.value)}
        >
          {label.text}
        </button>
      ))}
      <button type="button" role="menuitem" className="mg-span-menu__item mg-span-menu__item--remove" onClick={onRemove}>
        {t('annotationQuestions.span.remove')}
      </button>
    </div>
  );
}

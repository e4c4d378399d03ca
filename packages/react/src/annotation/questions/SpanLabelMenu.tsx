import type { SpanAnswerItem } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Menu } from '../../primitives/Menu';
import { MenuItem } from '../../primitives/MenuItem';
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
 * The menu of a span: give it another entity label or remove it. Arrow keys move, Escape closes (the focus goes
 * back to the span's badge); the first item takes the focus.
 */
export function SpanLabelMenu({
  span,
  spanText,
  labels,
  position,
  onRelabel,
  onRemove,
  onClose,
}: SpanLabelMenuProps) {
  const t = useT();
  return (
    <Menu
      label={t('annotationQuestions.span.menu', { text: spanText })}
      className="mg-menu mg-span-menu"
      style={{ top: position.top, left: position.left }}
      onClose={onClose}
    >
      {labels.map((label) => (
        <MenuItem
          key={label.value}
          checked={label.value === span.label}
          className="mg-menu__item mg-span-menu__item"
          style={{ ['--mg-span-colour' as string]: label.colour }}
          onSelect={() => onRelabel(label.value)}
        >
          {label.text}
        </MenuItem>
      ))}
      <MenuItem className="mg-menu__item mg-span-menu__item mg-span-menu__item--remove" onSelect={onRemove}>
        {t('annotationQuestions.span.remove')}
      </MenuItem>
    </Menu>
  );
}

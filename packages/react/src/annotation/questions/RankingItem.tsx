import type { KeyboardEvent, PointerEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';

export interface RankingItemProps {
  value: string;
  text: string;
  disabled: boolean;
  register(node: HTMLElement | null): void;
  onFocus(): void;
  /** True when the key was handled (a digit or Backspace); other keys go on to the drag sensor. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): boolean;
}

/** One option of a ranking question, a button dragged with the pointer or the keyboard. */
export function RankingItem({ value, text, disabled, register, onFocus, onKeyDown }: RankingItemProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: value, disabled });
  return (
    <button
      {...attributes}
      type="button"
      ref={(node) => {
        setNodeRef(node);
        register(node);
      }}
      className="mg-ranking__item"
      data-option-value={value}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform) }}
      onPointerDown={listeners?.onPointerDown as ((event: PointerEvent) => void) | undefined}
      onFocus={onFocus}
      onKeyDown={(event) => {
        if (!onKeyDown(event))
          (listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined)?.(event);
      }}
    >
      {text}
    </button>
  );
}

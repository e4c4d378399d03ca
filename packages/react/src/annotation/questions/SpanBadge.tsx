import { memo } from 'react';
import { useT } from '../../hooks/useT';

export interface SpanBadgeProps {
  /** The span's key (start, end and label), handed back to `onOpen`. */
  spanKey: string;
  labelText: string;
  spanText: string;
  colour: string;
  top: number;
  left: number;
  expanded: boolean;
  disabled: boolean;
  onOpen(spanKey: string): void;
}

/**
 * The label button above one span, which opens its menu. Memoised: a field holds up to thousands of spans, and
 * adding or changing one must not render (and translate) every other badge again.
 */
export const SpanBadge = memo(function SpanBadge({
  spanKey,
  labelText,
  spanText,
  colour,
  top,
  left,
  expanded,
  disabled,
  onOpen,
}: SpanBadgeProps) {
  const t = useT();
  return (
    <button
      type="button"
      className="mg-span-badge"
      style={{ top, left, ['--mg-span-colour' as string]: colour }}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-label={t('annotationQuestions.span.spanButton', { label: labelText, text: spanText })}
      disabled={disabled}
      onClick={() => onOpen(spanKey)}
    >
      {labelText}
    </button>
  );
});

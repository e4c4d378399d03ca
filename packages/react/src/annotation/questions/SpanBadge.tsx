import { memo } from 'react';
import type { CompiledMessage } from '../../hooks/compileMessage';

export interface SpanBadgeProps {
  /** The span's key (start, end and label), handed back to `onOpen`. */
  spanKey: string;
  labelText: string;
  spanText: string;
  /** The class that gives the badge its label's colour (one rule per label, not a style per badge). */
  colourClass: string;
  top: number;
  left: number;
  expanded: boolean;
  disabled: boolean;
  /** The button's accessible name (the same function for every badge of a field, per language). */
  describe: CompiledMessage<'label' | 'text'>;
  onOpen(spanKey: string): void;
}

/**
 * The label button above one span, which opens its menu. Memoised: a field holds up to thousands of spans, and
 * adding or changing one must not render every other badge again; its name comes from a message the field
 * translates once.
 */
export const SpanBadge = memo(function SpanBadge({
  spanKey,
  labelText,
  spanText,
  colourClass,
  top,
  left,
  expanded,
  disabled,
  describe,
  onOpen,
}: SpanBadgeProps) {
  return (
    <button
      type="button"
      className={`mg-span-badge ${colourClass}`}
      style={{ top, left }}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-label={describe({ label: labelText, text: spanText })}
      disabled={disabled}
      onClick={() => onOpen(spanKey)}
    >
      {labelText}
    </button>
  );
});

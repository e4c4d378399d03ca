import type { RefObject } from 'react';
import type { SpanAnswerItem } from '@marginalia/core';
import { SpanLabelMenu } from './SpanLabelMenu';
import type { SpanLabel } from './spanLabel';
import { spanKey, type SpanPosition } from './useSpanPositions';

export interface OpenSpanMenuProps {
  text: string;
  spans: SpanAnswerItem[];
  labels: SpanLabel[];
  /** Where each span starts in the field, by `spanKey`. */
  positions: ReadonlyMap<string, SpanPosition>;
  /** The key of the span whose menu is open (indexes shift as spans are added), or null. */
  menuFor: string | null;
  /** The text, focused again once a span is relabelled or removed. */
  textRef: RefObject<HTMLDivElement | null>;
  onRelabel(span: SpanAnswerItem, label: string): void;
  onRemove(span: SpanAnswerItem): void;
  onClose(): void;
}

/** The label menu of the span whose badge was opened, below that badge; nothing when none is open. */
export function OpenSpanMenu({
  text,
  spans,
  labels,
  positions,
  menuFor,
  textRef,
  ...props
}: OpenSpanMenuProps) {
  const openSpan = menuFor === null ? undefined : spans.find((span) => spanKey(span) === menuFor);
  const openPosition = (openSpan && positions.get(menuFor!)) ?? { top: 0, left: 0 };
  if (!openSpan || menuFor === null) return null;
  return (
    <SpanLabelMenu
      span={openSpan}
      spanText={text.slice(openSpan.start, openSpan.end)}
      labels={labels}
      position={{ top: openPosition.top + 4, left: openPosition.left }}
      onRelabel={(label) => {
        props.onRelabel(openSpan, label);
        props.onClose();
        textRef.current?.focus();
      }}
      onRemove={() => {
        props.onRemove(openSpan);
        props.onClose();
        textRef.current?.focus();
      }}
      onClose={props.onClose}
    />
  );
}

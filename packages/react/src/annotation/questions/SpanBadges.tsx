import type { SpanAnswerItem } from '@marginalia/core';
import type { CompiledMessage } from '../../hooks/compileMessage';
import { SpanBadge } from './SpanBadge';
import type { SpanLabel } from './spanLabel';
import { spanKey, type SpanPosition } from './useSpanPositions';

/** Height of one stacked label above the text. */
const LABEL_STEP_PX = 14;

export interface SpanBadgesProps {
  text: string;
  spans: SpanAnswerItem[];
  labels: SpanLabel[];
  /** Each label's index by value, naming its colour class. */
  labelIndex: ReadonlyMap<string, number>;
  /** Each span's stacking level (`spanLevels`), by index. */
  levels: readonly number[];
  /** Where each span starts in the field, by `spanKey`; a span not yet measured has no badge. */
  positions: ReadonlyMap<string, SpanPosition>;
  prefix: string;
  /** The key of the span whose menu is open. */
  menuFor: string | null;
  disabled: boolean;
  describe: CompiledMessage<'label' | 'text'>;
  onOpen(spanKey: string): void;
}

/** The label buttons above a span field's spans, each stacked at its span's level. */
export function SpanBadges(props: SpanBadgesProps) {
  const { text, labels, labelIndex, positions, prefix } = props;
  return props.spans.map((span, index) => {
    const key = spanKey(span);
    const label = labels[labelIndex.get(span.label) ?? -1];
    const position = positions.get(key);
    // Measured right after this render, before the frame is painted: no badge is drawn out of place first.
    if (!position) return null;
    return (
      <SpanBadge
        key={key}
        spanKey={key}
        labelText={label?.text ?? span.label}
        spanText={text.slice(span.start, span.end)}
        colourClass={`${prefix}-badge-${labelIndex.get(span.label) ?? 'other'}`}
        top={position.top - LABEL_STEP_PX * ((props.levels[index] ?? 0) + 1)}
        left={position.left}
        expanded={props.menuFor === key}
        disabled={props.disabled}
        describe={props.describe}
        onOpen={props.onOpen}
      />
    );
  });
}

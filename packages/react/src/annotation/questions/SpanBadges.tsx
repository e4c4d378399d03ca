import { memo, useMemo, useRef } from 'react';
import { spanChunkGroups, type SpanAnswerItem, type SpanChunkGroup } from '@marginalia/core';
import type { CompiledMessage } from '../../hooks/compileMessage';
import { SpanBadge } from './SpanBadge';
import type { SpanLabel } from './spanLabel';
import { SPAN_TEXT_CHUNK } from './spanTextChunks';
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

type GroupProps = Omit<SpanBadgesProps, 'spans' | 'levels'> & { group: SpanChunkGroup<SpanAnswerItem> };

// Each group's span keys, built once per group (every slice of measuring compares every group).
const groupKeys = new WeakMap<SpanChunkGroup<SpanAnswerItem>, string[]>();
function keysOf(group: SpanChunkGroup<SpanAnswerItem>): string[] {
  let keys = groupKeys.get(group);
  if (!keys) groupKeys.set(group, (keys = group.spans.map(spanKey)));
  return keys;
}

/** A group draws again only when its own spans, their positions or their open menu changed. */
function sameGroupView(before: GroupProps, after: GroupProps): boolean {
  const { group, positions, menuFor, ...rest } = after;
  const props = Object.keys(rest) as (keyof typeof rest)[];
  if (before.group !== group || props.some((prop) => before[prop] !== rest[prop])) return false;
  return keysOf(group).every(
    (key) => before.positions.get(key) === positions.get(key) && (before.menuFor === key) === (menuFor === key),
  );
}

/**
 * The badges of the spans that start in one chunk of the text, in an element of their own: a group shown at once
 * is built off the page and inserted in one step, and adding a span redraws only its chunk's group.
 */
const SpanBadgeGroup = memo(function SpanBadgeGroup({ group, ...props }: GroupProps) {
  const { text, labels, labelIndex, positions, prefix } = props;
  const keys = keysOf(group);
  const badges = group.spans.map((span, index) => {
    const key = keys[index]!;
    const position = positions.get(key);
    // Measured right after this render, before the frame is painted: no badge is drawn out of place first.
    if (!position) return null;
    return (
      <SpanBadge
        key={key}
        spanKey={key}
        labelText={labels[labelIndex.get(span.label) ?? -1]?.text ?? span.label}
        spanText={text.slice(span.start, span.end)}
        colourClass={`${prefix}-badge-${labelIndex.get(span.label) ?? 'other'}`}
        top={position.top - LABEL_STEP_PX * ((group.levels[index] ?? 0) + 1)}
        left={position.left}
        expanded={props.menuFor === key}
        disabled={props.disabled}
        describe={props.describe}
        onOpen={props.onOpen}
      />
    );
  });
  return badges.some(Boolean) ? <div className="mg-span-badges">{badges}</div> : null;
}, sameGroupView);

/**
 * The label buttons above a span field's spans, each stacked at its span's level, grouped by the chunk of text
 * their span starts in (`spanChunkGroups`), in text order.
 */
export function SpanBadges({ spans, levels, ...props }: SpanBadgesProps) {
  const previous = useRef<SpanChunkGroup<SpanAnswerItem>[]>([]);
  const groups = useMemo(() => {
    previous.current = spanChunkGroups(spans, levels, SPAN_TEXT_CHUNK, previous.current);
    return previous.current;
  }, [spans, levels]);
  return groups.map((group) => <SpanBadgeGroup key={group.chunk} group={group} {...props} />);
}

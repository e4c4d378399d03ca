import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SpanAnswerItem } from '@marginalia/core';
import { SpanBadges, type SpanBadgesProps } from './SpanBadges';
import { spanKey } from './useSpanPositions';

const TEXT = 'x'.repeat(3000);
const LABELS = [{ value: 'PER', text: 'Person', colour: '#fff' }];
const LABEL_INDEX = new Map([['PER', 0]]);
const onOpen = () => undefined;
// One position object per span, as the field keeps a span's measure while the text stays.
const measured = new Map<string, { top: number; left: number }>();
const positionOf = (span: SpanAnswerItem) => {
  const key = spanKey(span);
  if (!measured.has(key)) measured.set(key, { top: 20, left: span.start });
  return measured.get(key)!;
};

function props(spans: SpanAnswerItem[], describeBadge: SpanBadgesProps['describe']): SpanBadgesProps {
  return {
    text: TEXT,
    spans,
    labels: LABELS,
    labelIndex: LABEL_INDEX,
    levels: spans.map(() => 0),
    positions: new Map(spans.map((span) => [spanKey(span), positionOf(span)])),
    prefix: 'mg-span-q',
    menuFor: null,
    disabled: false,
    describe: describeBadge,
    onOpen,
  };
}

describe('SpanBadges', () => {
  const first = { label: 'PER', start: 10, end: 12 };
  const second = { label: 'PER', start: 100, end: 104 };
  const third = { label: 'PER', start: 2100, end: 2110 };

  it('groups the badges by the 1,024-character chunk their span starts in, in text order', () => {
    const { container } = render(<SpanBadges {...props([first, second, third], ({ text }) => text)} />);
    const groups = [...container.querySelectorAll('.mg-span-badges')];
    expect(groups.map((group) => group.querySelectorAll('button').length)).toEqual([2, 1]);
    expect([...container.querySelectorAll('button')].map((badge) => badge.style.left)).toEqual(['10px', '100px', '2100px']);
  });

  it('draws only the group of the chunk a new span starts in', () => {
    const describeBadge = vi.fn(({ label }: { label: string }) => label);
    const { container, rerender } = render(<SpanBadges {...props([first, third], describeBadge)} />);
    const before = [...container.querySelectorAll('.mg-span-badges')];
    describeBadge.mockClear();
    rerender(<SpanBadges {...props([first, second, third], describeBadge)} />);
    // The new badge only: neither the other badge of its chunk nor the other chunk's group was drawn again.
    expect(describeBadge).toHaveBeenCalledTimes(1);
    expect([...container.querySelectorAll('.mg-span-badges')]).toEqual(before);
    expect(before[0]!.querySelectorAll('button')).toHaveLength(2);
  });
});

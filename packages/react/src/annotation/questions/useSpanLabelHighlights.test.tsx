import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpanAnswerItem } from '@marginalia/core';
import { highlightedTexts, installFakeHighlights } from '../testing/installFakeHighlights';
import { useSpanLabelHighlights } from './useSpanLabelHighlights';

const TEXT = 'Ada Lovelace met Charles Babbage in London in 1833.';
const LABELS = new Map([
  ['PER', 0],
  ['LOC', 1],
]);

function Probe({ spans, text = TEXT }: { spans: SpanAnswerItem[]; text?: string }) {
  const textRef = useRef<HTMLDivElement | null>(null);
  useSpanLabelHighlights(textRef, { supported: true, text, spans, prefix: 'mg-span-q', labelIndex: LABELS });
  return (
    <div ref={textRef}>
      <div data-start="0">{text}</div>
    </div>
  );
}

describe('useSpanLabelHighlights', () => {
  afterEach(() => vi.unstubAllGlobals());

  const ada = { label: 'PER', start: 0, end: 12 };
  const charles = { label: 'PER', start: 17, end: 32 };
  const london = { label: 'LOC', start: 36, end: 42 };

  it('paints one highlight per label and, for an added or removed span, changes only that range', () => {
    const highlights = installFakeHighlights();
    const { rerender } = render(<Probe spans={[ada, london]} />);
    expect(highlightedTexts(highlights.get('mg-span-q-0'))).toEqual(['Ada Lovelace']);
    expect(highlightedTexts(highlights.get('mg-span-q-1'))).toEqual(['London']);
    const [adaRange] = [...highlights.get('mg-span-q-0')!];

    rerender(<Probe spans={[ada, charles, london]} />);
    expect(highlightedTexts(highlights.get('mg-span-q-0'))).toEqual(['Ada Lovelace', 'Charles Babbage']);
    // The range painted before is the very same object: nothing else was built again.
    expect([...highlights.get('mg-span-q-0')!][0]).toBe(adaRange);

    rerender(<Probe spans={[ada, charles]} />);
    expect(highlights.has('mg-span-q-1')).toBe(false);
    expect(highlightedTexts(highlights.get('mg-span-q-0'))).toEqual(['Ada Lovelace', 'Charles Babbage']);
  });

  it('paints everything anew on a new text and takes it all out when unmounted', () => {
    const highlights = installFakeHighlights();
    const { rerender, unmount } = render(<Probe spans={[ada]} />);
    rerender(<Probe spans={[ada]} text="Grace Hopper wrote the first compiler." />);
    expect(highlightedTexts(highlights.get('mg-span-q-0'))).toEqual(['Grace Hopper']);
    unmount();
    expect(highlights.size).toBe(0);
  });
});

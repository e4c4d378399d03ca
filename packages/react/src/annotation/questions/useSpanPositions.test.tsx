import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpanAnswerItem } from '@marginalia/core';
import { SPAN_MEASURE_SLICE_MS, useSpanPositions, type SpanPosition } from './useSpanPositions';

const TEXT = 'Ada Lovelace met Charles Babbage in London in 1833.';
let seen: ReadonlyMap<string, SpanPosition> = new Map();
/** How many spans each render had positions for. */
let sizes: number[] = [];

interface ProbeProps {
  spans: SpanAnswerItem[];
  text?: string;
  lineHeight?: number;
  laidOut?: number;
}

function Probe({ spans, text = TEXT, lineHeight = 20, laidOut }: ProbeProps) {
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const textRef = useRef<HTMLDivElement | null>(null);
  seen = useSpanPositions(wrapperRef, textRef, spans, { text, lineHeight, laidOut }, true);
  sizes.push(seen.size);
  return (
    <div ref={wrapperRef}>
      <div ref={textRef}>
        <div data-start="0">{text}</div>
      </div>
    </div>
  );
}

describe('useSpanPositions', () => {
  // jsdom has no layout: each range reports a box at 10 px per character, so positions follow the offsets.
  const measured = vi.fn(function (this: Range) {
    return [{ top: 5, left: this.startOffset * 10 }] as unknown as DOMRectList;
  });
  beforeEach(() => {
    Range.prototype.getClientRects = measured;
    measured.mockClear();
  });
  afterEach(() => {
    delete (Range.prototype as Partial<Range>).getClientRects;
  });

  const ada = { label: 'PER', start: 0, end: 12 };
  const charles = { label: 'PER', start: 17, end: 32 };
  const london = { label: 'LOC', start: 36, end: 42 };

  it('measures every span once, then only the spans that are new', async () => {
    const { rerender } = render(<Probe spans={[ada, charles]} />);
    await waitFor(() => expect(measured).toHaveBeenCalledTimes(2));
    expect(seen.get('17-32-PER')).toEqual({ top: 5, left: 170 });

    rerender(<Probe spans={[ada, charles, london]} />);
    expect(measured).toHaveBeenCalledTimes(3);
    expect(seen.get('36-42-LOC')).toEqual({ top: 5, left: 360 });

    rerender(<Probe spans={[ada, london]} />);
    expect(measured).toHaveBeenCalledTimes(3);
    expect([...seen.keys()]).toEqual(['0-12-PER', '36-42-LOC']);
  });

  it('measures them all again when the text or its line height changes', async () => {
    const { rerender } = render(<Probe spans={[ada, charles]} />);
    await waitFor(() => expect(seen.size).toBe(2));
    rerender(<Probe spans={[ada, charles]} lineHeight={34} />);
    await waitFor(() => expect(measured).toHaveBeenCalledTimes(4));
    rerender(<Probe spans={[ada, charles]} lineHeight={34} text={`${TEXT} Again.`} />);
    await waitFor(() => expect(measured).toHaveBeenCalledTimes(6));
  });

  it('measures many spans in slices from the top of the text, after the render', async () => {
    // Each measure takes 3 ms of the page's clock: a slice of 8 ms measures three spans.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    measured.mockImplementation(function (this: Range) {
      clock += 3;
      return [{ top: 5, left: this.startOffset * 10 }] as unknown as DOMRectList;
    });
    try {
      const text = 'x'.repeat(100);
      // Given bottom first: measured from the top.
      const spans = Array.from({ length: 20 }, (_, index) => ({ label: 'PER', start: 95 - index * 5, end: 96 - index * 5 }));
      sizes = [];
      render(<Probe spans={spans} text={text} />);
      // Nothing measured during the render: the text is painted first.
      expect(measured).not.toHaveBeenCalled();
      expect(SPAN_MEASURE_SLICE_MS).toBe(8);
      await waitFor(() => expect(seen.size).toBe(20));
      expect(measured).toHaveBeenCalledTimes(20);
      // Three spans a slice, a render each, from the top of the text.
      expect(sizes).toEqual([0, 3, 6, 9, 12, 15, 18, 20]);
      // In the order the spans were given.
      expect([...seen.keys()][0]).toBe('95-96-PER');
      expect(seen.get('0-1-PER')).toEqual({ top: 5, left: 0 });
    } finally {
      now.mockRestore();
    }
  });

  it('ends the first slice with the first span below the screen, so the screen is painted first', async () => {
    // A span's box is as far down the page as its offset, in px; jsdom's screen is 768 px high.
    measured.mockImplementation(function (this: Range) {
      return [{ top: this.startOffset, left: 0 }] as unknown as DOMRectList;
    });
    const text = 'x'.repeat(2000);
    const spans = Array.from({ length: 100 }, (_, index) => ({ label: 'PER', start: index * 20, end: index * 20 + 1 }));
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      sizes = [];
      render(<Probe spans={spans} text={text} />);
      await waitFor(() => expect(seen.size).toBe(100));
      expect(window.innerHeight).toBe(768);
      // Spans at 0 … 760 px are on the screen; the one at 780 px ends the slice.
      expect(sizes).toEqual([0, 40, 100]);
    } finally {
      now.mockRestore();
    }
  });

  it('measures only the spans of the laid-out part, and those it adds as it grows, keeping the rest', async () => {
    measured.mockImplementation(function (this: Range) {
      return [{ top: this.startOffset, left: 0 }] as unknown as DOMRectList;
    });
    const text = 'x'.repeat(2000);
    const spans = Array.from({ length: 100 }, (_, index) => ({ label: 'PER', start: index * 20, end: index * 20 + 1 }));
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      sizes = [];
      const { rerender } = render(<Probe spans={spans} text={text} laidOut={1000} />);
      // The screen first (down to 780 px), then the rest of the laid-out part; nothing in the skipped part.
      await waitFor(() => expect(seen.size).toBe(50));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(measured).toHaveBeenCalledTimes(50);
      expect(sizes.filter((size, index) => size !== sizes[index - 1])).toEqual([0, 40, 50]);
      // The laid-out part grows: only the spans it adds are measured, in one slice (the screen is measured).
      sizes = [];
      rerender(<Probe spans={spans} text={text} laidOut={1600} />);
      await waitFor(() => expect(seen.size).toBe(80));
      expect(measured).toHaveBeenCalledTimes(80);
      rerender(<Probe spans={spans} text={text} laidOut={2000} />);
      await waitFor(() => expect(seen.size).toBe(100));
      expect(measured).toHaveBeenCalledTimes(100);
      expect(seen.get('1980-1981-PER')).toEqual({ top: 1980, left: 0 });
    } finally {
      now.mockRestore();
    }
  });

  it("measures the first screen's spans in the text's first frame and renders their badges before it is painted", () => {
    measured.mockImplementation(function (this: Range) {
      return [{ top: this.startOffset, left: 0 }] as unknown as DOMRectList;
    });
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      const text = 'x'.repeat(2000);
      const spans = Array.from({ length: 100 }, (_, index) => ({ label: 'PER', start: index * 20, end: index * 20 + 1 }));
      sizes = [];
      render(<Probe spans={spans} text={text} />);
      expect(measured).not.toHaveBeenCalled();
      expect(frames).toHaveLength(1);
      // The frame's callback measures down to the first span below the screen and renders at once (no task between
      // it and the frame's paint).
      frames[0]!(0);
      expect(sizes).toEqual([0, 40]);
      expect(seen.get('760-761-PER')).toEqual({ top: 760, left: 0 });
    } finally {
      frame.mockRestore();
      now.mockRestore();
    }
  });
});

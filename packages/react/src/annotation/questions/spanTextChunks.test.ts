import { describe, expect, it } from 'vitest';
import { spanTextChunks, spanTextRange } from './spanTextChunks';

function rendered(text: string, size: number): HTMLElement {
  const container = document.createElement('div');
  for (const chunk of spanTextChunks(text, size)) container.appendChild(document.createTextNode(chunk));
  return container;
}

describe('spanTextChunks', () => {
  it('cuts the text into pieces of the size, the last one shorter', () => {
    expect(spanTextChunks('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(spanTextChunks('', 4)).toEqual([]);
  });
});

describe('spanTextRange', () => {
  const text = 'Ada Lovelace met Charles Babbage.';
  const container = rendered(text, 8);

  it('spans the same characters as one text node would, across node boundaries', () => {
    for (const [start, end] of [
      [0, 3],
      [4, 12],
      [6, 20],
      [8, 16],
      [17, 33],
    ] as const) {
      expect(spanTextRange(container, start, end, 8)?.toString()).toBe(text.slice(start, end));
    }
  });

  it('puts a boundary offset in the node it starts or ends', () => {
    const range = spanTextRange(container, 8, 16, 8)!;
    expect([range.startContainer, range.startOffset]).toEqual([container.childNodes[1], 0]);
    expect([range.endContainer, range.endOffset]).toEqual([container.childNodes[1], 8]);
  });

  it('clamps offsets to the text and is null before the text is rendered', () => {
    expect(spanTextRange(container, -5, 99, 8)?.toString()).toBe(text);
    expect(spanTextRange(document.createElement('div'), 0, 3, 8)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { spanTextBlocks, spanTextChunks, spanTextLaidOut, spanTextRange } from './spanTextChunks';

const sizes = { blockSize: 12, chunkSize: 8 };

/** The text as the span field renders it: a block element per block, a text node per chunk. */
function rendered(text: string): HTMLElement {
  const container = document.createElement('div');
  for (const block of spanTextBlocks(text, sizes)) {
    const element = document.createElement('div');
    element.dataset['start'] = String(block.start);
    for (const chunk of block.chunks) element.appendChild(document.createTextNode(chunk));
    container.appendChild(element);
  }
  return container;
}

describe('spanTextChunks', () => {
  it('cuts the text into pieces of the size, the last one shorter', () => {
    expect(spanTextChunks('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(spanTextChunks('', 4)).toEqual([]);
  });
});

describe('spanTextBlocks', () => {
  it('ends a block right after the first line break once it holds the block size, and cuts it into chunks', () => {
    const text = 'Ada\nLovelace met\nCharles Babbage\nin London.';
    expect(spanTextBlocks(text, { blockSize: 5, chunkSize: 8 })).toEqual([
      { start: 0, chunks: ['Ada\nLove', 'lace met', '\n'] },
      { start: 17, chunks: ['Charles ', 'Babbage\n'] },
      { start: 33, chunks: ['in Londo', 'n.'] },
    ]);
  });

  it('keeps a text without line breaks in one block, and makes no block of an empty text', () => {
    expect(spanTextBlocks('x'.repeat(20), sizes)).toEqual([{ start: 0, chunks: ['x'.repeat(8), 'x'.repeat(8), 'xxxx'] }]);
    expect(spanTextBlocks('', sizes)).toEqual([]);
  });

  it('gives back the text, in order', () => {
    const text = 'one\n\ntwo three\nfour\n\n\nfive six seven eight\nnine';
    expect(
      spanTextBlocks(text, sizes)
        .flatMap((block) => block.chunks)
        .join(''),
    ).toBe(text);
  });

  it('ends the laid-out part at the first block starting at or after the characters wanted, else at the end', () => {
    const text = 'Ada\nLovelace met\nCharles Babbage\nin London.';
    const blocks = spanTextBlocks(text, { blockSize: 5, chunkSize: 8 });
    expect(spanTextLaidOut(blocks, 0, text.length)).toBe(0);
    expect(spanTextLaidOut(blocks, 1, text.length)).toBe(17);
    expect(spanTextLaidOut(blocks, 17, text.length)).toBe(17);
    expect(spanTextLaidOut(blocks, 20, text.length)).toBe(33);
    expect(spanTextLaidOut(blocks, 34, text.length)).toBe(text.length);
    // A text without line breaks is one block: laid out whole.
    expect(spanTextLaidOut(spanTextBlocks('x'.repeat(50), sizes), 10, 50)).toBe(50);
  });
});

describe('spanTextRange', () => {
  const text = 'Ada Lovelace met\nCharles Babbage in\nLondon in 1833.';
  const container = rendered(text);

  it('renders blocks of several text nodes (the cases below cross both)', () => {
    expect(container.children).toHaveLength(3);
    expect(container.children[0]!.childNodes).toHaveLength(3);
  });

  it('spans the same characters as one text node would, across node and block boundaries', () => {
    for (let start = 0; start < text.length; start += 1) {
      for (let end = start + 1; end <= text.length; end += 3) {
        expect(spanTextRange(container, start, end, 8)?.toString()).toBe(text.slice(start, end));
      }
    }
  });

  it('puts a boundary offset in the node it starts or ends', () => {
    const range = spanTextRange(container, 8, 16, 8)!;
    const first = container.children[0]!;
    expect([range.startContainer, range.startOffset]).toEqual([first.childNodes[1], 0]);
    expect([range.endContainer, range.endOffset]).toEqual([first.childNodes[1], 8]);
    // The end of a block ends in it; the start of the next starts in that one.
    const across = spanTextRange(container, 17, 17 + 8, 8)!;
    expect([across.startContainer, across.startOffset]).toEqual([container.children[1]!.firstChild, 0]);
    const ending = spanTextRange(container, 10, 17, 8)!;
    expect([ending.endContainer, ending.endOffset]).toEqual([first.lastChild, 1]);
  });

  it('clamps offsets to the text and is null before the text is rendered', () => {
    expect(spanTextRange(container, -5, 99, 8)?.toString()).toBe(text);
    expect(spanTextRange(document.createElement('div'), 0, 3, 8)).toBeNull();
  });
});

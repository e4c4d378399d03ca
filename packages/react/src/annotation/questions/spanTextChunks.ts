/**
 * Characters per text node of a span field's text. The browser looks up a range's boxes among the line boxes of
 * its text node, so measuring 1,000 spans in one 100,000-character node walks every line 1,000 times; in nodes of
 * this size each look-up stays local. Adjacent text nodes lay out and wrap exactly as one.
 */
export const SPAN_TEXT_CHUNK = 1024;

/**
 * Characters a block of the text holds before it may end (after a line break). A block is an element of its own,
 * so the browser can lay out the text block by block; one cut right after a line break lays out and wraps exactly
 * as the text in one piece.
 */
export const SPAN_TEXT_BLOCK = 1024;

/**
 * Characters laid out in a long text's first frame: about three screens of a wide window. The blocks that start
 * after them are skipped (`content-visibility`) in that frame, so it lays out the screen, not 100,000 characters
 * (issue 27).
 */
export const SPAN_TEXT_EAGER = 10_000;

/**
 * Characters a long text lays out in each later step, one after each paint, from the top, so no frame lays out a
 * text of any length (and measures and draws the labels of all its spans) at once (issue 27). Each step costs a
 * frame and its spans' measuring, so a step is as large as a frame allows: 100,000 characters laid out in ~8 ms of
 * a ~17 ms frame on a fast machine. With the page's main thread slowed ×2.5 (the slowest machine the figures were
 * taken on), as many loads had a task over 50 ms as with the steps of 20,000 characters before (2 of 20 against 3,
 * the longest 60 and 57 ms); those steps cost P4's 100,000-character field four more frames.
 */
export const SPAN_TEXT_STEP = 100_000;

/** One block of a span field's text: where it starts in the text and its text nodes' pieces. */
export interface SpanTextBlock {
  start: number;
  chunks: string[];
}

/**
 * The text cut into the pieces rendered as consecutive text nodes.
 *
 * @example
 * spanTextChunks('abcdef', 4); // ['abcd', 'ef']
 */
export function spanTextChunks(text: string, size = SPAN_TEXT_CHUNK): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += size) chunks.push(text.slice(start, start + size));
  return chunks;
}

/**
 * The text cut into blocks, each ending right after the first line break once it holds `blockSize` characters
 * (a text without line breaks is one block), each cut into text-node pieces of `chunkSize` from its start.
 *
 * @example
 * spanTextBlocks('ab\ncd\nef', { blockSize: 2, chunkSize: 2 });
 * // [{ start: 0, chunks: ['ab', '\n'] }, { start: 3, chunks: ['cd', '\n'] }, { start: 6, chunks: ['ef'] }]
 */
export function spanTextBlocks(text: string, { blockSize = SPAN_TEXT_BLOCK, chunkSize = SPAN_TEXT_CHUNK } = {}): SpanTextBlock[] {
  const blocks: SpanTextBlock[] = [];
  for (let start = 0; start < text.length; ) {
    const lineBreak = text.indexOf('\n', start + blockSize - 1);
    const end = lineBreak < 0 ? text.length : lineBreak + 1;
    blocks.push({ start, chunks: spanTextChunks(text.slice(start, end), chunkSize) });
    start = end;
  }
  return blocks;
}

/**
 * Where the laid-out part of a text ends when it should hold at least `characters`: the start of the first block
 * that starts at or after them (the blocks from there on are skipped), or the text's length when none does.
 *
 * @example
 * spanTextLaidOut(spanTextBlocks('ab\ncd\nef', { blockSize: 2 }), 2, 8); // 3: the first block, 'ab\n'
 */
export function spanTextLaidOut(blocks: readonly SpanTextBlock[], characters: number, length: number): number {
  return blocks.find((block) => block.start >= characters)?.start ?? length;
}

/**
 * Each block element's start, read once from its `data-start`: a block is keyed by its start (`SpanTextBox`), so an
 * element never changes it. Ranges look up a block by bisection for each span: read through `dataset` at every step,
 * the ranges of a 1,000-span field's load took 8.1 ms of a traced load, 4.3 ms read once (issue 27).
 */
const blockStarts = new WeakMap<Element, number>();

/** The start of one of the block elements of the text `container` renders (its `data-start`). */
function blockStart(block: Element): number {
  let start = blockStarts.get(block);
  if (start === undefined) {
    start = Number(block.getAttribute('data-start'));
    blockStarts.set(block, start);
  }
  return start;
}

/**
 * A live range over `[start, end)` of the text `container` renders as {@link spanTextBlocks} (each block an element
 * with its start in `data-start`, holding its text nodes); offsets are clamped to the text. Null while the container
 * does not hold that text (not rendered yet).
 *
 * @example
 * spanTextRange(textElement, 1020, 1030); // starts in the first text node, ends in the second
 */
export function spanTextRange(container: Element, start: number, end: number, size = SPAN_TEXT_CHUNK): Range | null {
  const blocks = container.children;
  const lastBlock = blocks[blocks.length - 1];
  const lastNode = lastBlock?.lastChild;
  if (!lastBlock || !(lastNode instanceof Text)) return null;
  const length = blockStart(lastBlock) + (lastBlock.childNodes.length - 1) * size + lastNode.length;
  // An offset on a boundary belongs to the node it ends (for an end) or starts (for a start).
  const at = (offset: number, isEnd: boolean): [Node, number] | null => {
    const clamped = Math.min(Math.max(0, offset), length);
    const character = isEnd && clamped > 0 ? clamped - 1 : clamped;
    // The last block starting at or before the character.
    let low = 0;
    let high = blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (blockStart(blocks[middle]!) <= character) low = middle;
      else high = middle - 1;
    }
    const block = blocks[low]!;
    const from = blockStart(block);
    const index = Math.min(block.childNodes.length - 1, Math.floor((character - from) / size));
    const node = block.childNodes[index];
    return node instanceof Text ? [node, clamped - from - index * size] : null;
  };
  const from = at(start, false);
  const to = at(Math.max(start, end), true);
  if (!from || !to) return null;
  const range = (container.ownerDocument ?? document).createRange();
  range.setStart(...from);
  range.setEnd(...to);
  return range;
}

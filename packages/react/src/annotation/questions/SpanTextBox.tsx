import { memo, type PointerEvent, type RefObject } from 'react';
import type { SpanTextBlock } from './spanTextChunks';
import type { useSpanTextInput } from './useSpanTextInput';

export interface SpanTextBoxProps {
  textRef: RefObject<HTMLDivElement | null>;
  /** Id of the question title naming the text box. */
  labelledBy: string;
  describedBy?: string;
  lineHeight: number;
  /** The text, in blocks of text nodes (`spanTextBlocks`). */
  blocks: SpanTextBlock[];
  /** Where the laid-out part of the text ends: the blocks from there on are skipped (`useSpanTextDeferral`). */
  laidOut: number;
  /** The selection, caret and focus handlers (`useSpanTextInput`). */
  handlers: ReturnType<typeof useSpanTextInput>['handlers'];
  onPointerEnter(): void;
  onPointerMove(event: PointerEvent<HTMLDivElement>): void;
}

/**
 * The blocks of the text; drawn again only for a new text or a longer laid-out part (not on each slice of the
 * badges' measuring).
 */
const SpanTextBlocks = memo(function SpanTextBlocks({
  blocks,
  laidOut,
}: {
  blocks: SpanTextBlock[];
  laidOut: number;
}) {
  // Keyed by its start, a block element keeps its start for life: `spanTextRange` reads each one once.
  return blocks.map((block) => (
    <div
      key={block.start}
      className={
        block.start >= laidOut ? 'mg-span-field__block mg-span-field__block--late' : 'mg-span-field__block'
      }
      data-start={block.start}
    >
      {block.chunks}
    </div>
  ));
});

/** The read-only text box of a span field, which takes the mouse selection and the caret keys. */
export function SpanTextBox({ textRef, lineHeight, blocks, laidOut, handlers, ...props }: SpanTextBoxProps) {
  const deferred = blocks.length > 0 && blocks[blocks.length - 1]!.start >= laidOut;
  return (
    <div
      ref={textRef}
      className="mg-span-field__text"
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      tabIndex={0}
      data-question-entry=""
      data-deferred={deferred ? '' : undefined}
      style={{ lineHeight: `${lineHeight}px` }}
      {...handlers}
      onPointerEnter={props.onPointerEnter}
      onPointerMove={props.onPointerMove}
    >
      <SpanTextBlocks blocks={blocks} laidOut={laidOut} />
    </div>
  );
}

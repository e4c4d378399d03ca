import type { PointerEvent, ReactNode, RefObject } from 'react';
import type { useSpanTextInput } from './useSpanTextInput';

export interface SpanTextBoxProps {
  textRef: RefObject<HTMLDivElement | null>;
  /** Id of the question title naming the text box. */
  labelledBy: string;
  describedBy?: string;
  lineHeight: number;
  /** The selection, caret and focus handlers (`useSpanTextInput`). */
  handlers: ReturnType<typeof useSpanTextInput>['handlers'];
  onPointerEnter(): void;
  onPointerMove(event: PointerEvent<HTMLDivElement>): void;
  /** The text, in chunks (`spanTextChunks`). */
  children: ReactNode;
}

/** The read-only text box of a span field, which takes the mouse selection and the caret keys. */
export function SpanTextBox({ textRef, lineHeight, handlers, children, ...props }: SpanTextBoxProps) {
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
      style={{ lineHeight: `${lineHeight}px` }}
      {...handlers}
      onPointerEnter={props.onPointerEnter}
      onPointerMove={props.onPointerMove}
    >
      {children}
    </div>
  );
}

import { AnnotationPartLoading } from '../lazyAnnotationPart';
import type { QuestionControlProps } from './QuestionControlProps';
import { SpanQuestionControl } from './SpanQuestionControl';
import { useSpanControlMount } from './useSpanControlMount';

/** A span question's control: needs the text of the field it annotates. */
export interface SpanQuestionProps extends QuestionControlProps {
  text: string;
}

/**
 * A span question over its field's text, mounted once the placeholder that stands in for it on the annotation view's
 * first load is painted (`useSpanControlMount`); later records, and a control outside the view, mount at once.
 */
export function SpanQuestion(props: SpanQuestionProps) {
  const { mount, placeholderRef } = useSpanControlMount();
  if (!mount) return <AnnotationPartLoading ref={placeholderRef} />;
  return <SpanQuestionControl {...props} />;
}


import { useRequiredLazyModule } from '../../lazy/useLazyModule';
import { AnnotationPartLoading } from '../lazyAnnotationPart';
import type { SpanQuestionProps } from './SpanQuestion';
import { spanQuestionModule } from './spanQuestionModule';
import { useSpanControlMount } from './useSpanControlMount';

/**
 * The span control once its chunk has loaded and may mount (`useSpanControlMount`), the loading placeholder until
 * then. One placeholder waits for both: a chunk that arrives after the placeholder's paint mounts the control at once,
 * where a placeholder of the chunk's own would have been rendered and painted again first.
 */
export function LazySpanQuestion(props: SpanQuestionProps) {
  const { mount, placeholderRef } = useSpanControlMount();
  const Control = useRequiredLazyModule(spanQuestionModule);
  if (!mount || !Control) return <AnnotationPartLoading ref={placeholderRef} />;
  return <Control {...props} />;
}

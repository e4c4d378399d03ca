import { useT } from '../../hooks/useT';
import type { QuestionControlProps } from './QuestionControlProps';

/** In the form, a span question answered inside its field on the record card points there. */
export function SpanQuestionNotice({ question, value }: QuestionControlProps) {
  const t = useT();
  const count = Array.isArray(value) ? value.length : 0;
  return (
    <p className="mg-muted mg-span-notice">
      {t('annotationQuestions.span.inField', { field: question.field ?? '', count })}
    </p>
  );
}

import { useId, type ComponentType } from 'react';
import { questionTypeName, type QuestionType } from '@marginalia/core';
import { translateMessage, useT } from '../../hooks/useT';
import { useScopedStyles } from '../../styles/useScopedStyles';
import type { QuestionControlProps } from './QuestionControlProps';
import { LabelSelectionQuestion } from './LabelSelectionQuestion';
import { MultiLabelSelectionQuestion } from './MultiLabelSelectionQuestion';
import { questionsCss } from './questionsCss';
import { LazyRankingQuestion } from './rankingQuestionModule';
import { RatingQuestion } from './RatingQuestion';
import { SpanQuestionNotice } from './SpanQuestionNotice';
import { LazySpanQuestion } from './LazySpanQuestion';
import { SuggestionMarker } from './SuggestionMarker';
import { LazyTableQuestion } from './tableQuestionModule';
import { TextQuestion } from './TextQuestion';

const CONTROLS: Record<QuestionType, ComponentType<QuestionControlProps>> = {
  label_selection: LabelSelectionQuestion,
  dynamic_label_selection: LabelSelectionQuestion,
  multi_label_selection: MultiLabelSelectionQuestion,
  dynamic_multi_label_selection: MultiLabelSelectionQuestion,
  rating: RatingQuestion,
  text: TextQuestion,
  ranking: LazyRankingQuestion,
  table: LazyTableQuestion,
  span: SpanControl,
};

function SpanControl(props: QuestionControlProps) {
  return props.spanText === undefined ? <SpanQuestionNotice {...props} /> : <LazySpanQuestion {...props} text={props.spanText} />;
}

export type QuestionItemProps = Omit<QuestionControlProps, 'labelId' | 'descriptionId'>;

/**
 * One question: title with required marker and suggestion mark (score and agent), description, and the control
 * for its type.
 *
 * @example
 * <QuestionItem question={q} value={answers[q.name]} suggestion={s} onChange={…} onAnswered={…} disabled={false} />
 */
export function QuestionItem(props: QuestionItemProps) {
  const t = useT();
  const labelId = useId();
  const descriptionId = useId();
  const styleRef = useScopedStyles<HTMLDivElement>('mg-questions', questionsCss);
  const { question, suggestion } = props;
  const Control = CONTROLS[question.type];
  const hasDescription = Boolean(question.description);
  return (
    <div ref={styleRef} className="mg-question" data-question={question.name} data-type={question.type}>
      <div className="mg-question__header">
        <span id={labelId} className="mg-question__title">
          {question.title}
          {question.required && (
            <span className="mg-question__required" aria-hidden="true" title={t('annotation.required')}>
              {' *'}
            </span>
          )}
        </span>
        {suggestion && <SuggestionMarker suggestion={suggestion} />}
      </div>
      {hasDescription && (
        <p id={descriptionId} className="mg-question__description mg-muted">
          {question.description}
        </p>
      )}
      {Control ? (
        <Control {...props} labelId={labelId} descriptionId={hasDescription ? descriptionId : undefined} />
      ) : (
        <p className="mg-muted">
          {t('annotation.unsupportedQuestion', { type: translateMessage(t, questionTypeName(question.type)) })}
        </p>
      )}
    </div>
  );
}

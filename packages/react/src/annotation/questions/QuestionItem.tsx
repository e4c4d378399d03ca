import { useId, type ComponentType } from 'react';
import type { QuestionType } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import type { QuestionControlProps } from './QuestionControlProps';
import { LabelSelectionQuestion } from './LabelSelectionQuestion';
import { MultiLabelSelectionQuestion } from './MultiLabelSelectionQuestion';
import { RatingQuestion } from './RatingQuestion';
import { TextQuestion } from './TextQuestion';

const CONTROLS: Partial<Record<QuestionType, ComponentType<QuestionControlProps>>> = {
  label_selection: LabelSelectionQuestion,
  dynamic_label_selection: LabelSelectionQuestion,
  multi_label_selection: MultiLabelSelectionQuestion,
  dynamic_multi_label_selection: MultiLabelSelectionQuestion,
  rating: RatingQuestion,
  text: TextQuestion,
};

export type QuestionItemProps = Omit<QuestionControlProps, 'labelId' | 'descriptionId'>;

/** One question of the form: title with required marker, description, and the control for its type. */
export function QuestionItem(props: QuestionItemProps) {
  const t = useT();
  const labelId = useId();
  const descriptionId = useId();
  const { question } = props;
  const Control = CONTROLS[question.type];
  const hasDescription = Boolean(question.description);
  return (
    <div className="mg-question" data-question={question.name}>
      <div className="mg-question__header">
        <span id={labelId} className="mg-question__title">
          {question.title}
          {question.required && (
            <span className="mg-question__required" aria-hidden="true" title={t('annotation.required')}>
              {' *'}
            </span>
          )}
        </span>
      </div>
      {hasDescription && (
        <p id={descriptionId} className="mg-question__description mg-muted">
          {question.description}
        </p>
      )}
      {Control ? (
        <Control {...props} labelId={labelId} descriptionId={hasDescription ? descriptionId : undefined} />
      ) : (
        <p className="mg-muted">{t('annotation.unsupportedQuestion', { type: question.type })}</p>
      )}
    </div>
  );
}

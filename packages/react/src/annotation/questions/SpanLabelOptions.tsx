import type { Question } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { OptionItem } from './OptionItem';
import type { SpanLabel } from './spanLabel';

export interface SpanLabelOptionsProps {
  question: Question;
  labels: SpanLabel[];
  /** The value of the label new spans get. */
  selectedLabel: string | null;
  /** Prefix of the radios' ids and group name. */
  ids: string;
  disabled: boolean;
  descriptionId?: string;
  onSelect(label: string): void;
}

/** The entity labels of a span question, as a radio group with each label's colour and digit. */
export function SpanLabelOptions({ question, labels, ids, disabled, ...props }: SpanLabelOptionsProps) {
  const t = useT();
  return (
    <div
      role="radiogroup"
      className="mg-options__list mg-options__list--labels mg-span-labels"
      aria-label={t('annotationQuestions.span.labels', { question: question.title })}
      aria-describedby={props.descriptionId}
    >
      {labels.map((label, index) => (
        <OptionItem
          key={label.value}
          option={question.options[index]!}
          number={index + 1}
          inputId={`${ids}-label-${index}`}
          type="radio"
          checked={label.value === props.selectedLabel}
          suggestion={undefined}
          colour={label.colour}
          inputProps={{ name: `${ids}-labels`, disabled, onChange: () => props.onSelect(label.value) }}
        />
      ))}
    </div>
  );
}

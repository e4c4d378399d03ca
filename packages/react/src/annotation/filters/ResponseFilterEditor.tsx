import {
  DEFAULT_LABEL_OPERATOR,
  isRangeFilterActive,
  isRangeValue,
  ratingBounds,
  type LabelsWithOperator,
  type Question,
  type ResponseFilter,
} from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useCriteria } from '../toolbar/useCriteria';
import { LabelOperatorToggle } from './LabelOperatorToggle';
import { INTEGER_STEP } from './rangeBounds';
import { RangeSlider } from './RangeSlider';
import { TermsFilter } from './TermsFilter';

export interface ResponseFilterEditorProps {
  /** A single-label, multi-label or rating question. */
  question: Question;
}

const isLabelsWithOperator = (value: unknown): value is LabelsWithOperator =>
  typeof value === 'object' && value !== null && 'values' in value;

/**
 * The response filter of one question: the chosen labels (combined with and/or for multi-label questions) or a
 * rating range between the first and last option.
 *
 * @example
 * <ResponseFilterEditor question={ratingQuestion} />
 */
export function ResponseFilterEditor({ question }: ResponseFilterEditorProps) {
  const t = useT();
  const [filters, criteria] = useCriteria((s) => s.draft.response);
  const current = filters.find((filter) => filter.name === question.name)?.value;
  const set = (value: ResponseFilter['value'] | null) => {
    const at = filters.findIndex((filter) => filter.name === question.name);
    const next = filters.filter((filter) => filter.name !== question.name);
    if (value !== null) next.splice(at < 0 ? next.length : at, 0, { name: question.name, value });
    criteria.getState().setResponse(next);
  };
  const options = question.options.map((option) => ({ value: String(option.value), label: option.text }));

  if (question.type === 'rating') {
    const bounds = ratingBounds(question.options);
    if (!bounds) return <p className="mg-muted">{t('annotation.filters.noValues')}</p>;
    return (
      <RangeSlider
        label={question.title}
        bounds={bounds}
        step={INTEGER_STEP}
        value={isRangeValue(current) ? current : { ge: bounds.min, le: bounds.max }}
        onChange={(range) => set(isRangeFilterActive(range, bounds) ? range : null)}
      />
    );
  }
  if (question.type === 'multi_label_selection' || question.type === 'dynamic_multi_label_selection') {
    const labels = isLabelsWithOperator(current) ? current : { operator: DEFAULT_LABEL_OPERATOR, values: [] };
    return (
      <div className="mg-filter-editor__stack">
        <LabelOperatorToggle value={labels.operator} onChange={(operator) => set({ ...labels, operator })} />
        <TermsFilter
          label={question.title}
          options={options}
          selected={labels.values}
          onChange={(values) => set(values.length > 0 ? { ...labels, values } : null)}
          searchable={options.length >= 10}
        />
      </div>
    );
  }
  return (
    <TermsFilter
      label={question.title}
      options={options}
      selected={Array.isArray(current) ? current : []}
      onChange={(values) => set(values.length > 0 ? values : null)}
      searchable={options.length >= 10}
    />
  );
}

import type { QuestionType } from '../api/wire/questions';
import type { Question } from '../model/Question';
import { INTEGER_STEP } from './filterRanges';
import { ratingBounds } from './filterActivity';
import {
  activeRange,
  rangeEditorOf,
  type FilterEditorView,
  type FilterValueEdit,
} from './filterEditorViews';
import { isSearchableOptionList, questionFilterOptions, replaceInPlace } from './filterOptions';
import { DEFAULT_LABEL_OPERATOR, type LabelsWithOperator, type ResponseFilter } from './RecordCriteria';

/** The question a filter is edited for: its name, type and options. */
export type FilterQuestion = Pick<Question, 'name' | 'type' | 'options'>;

/** Multi-label questions combine their chosen labels with and/or. */
export function isMultiLabelType(type: QuestionType): boolean {
  return type === 'multi_label_selection' || type === 'dynamic_multi_label_selection';
}

const isLabelsWithOperator = (value: unknown): value is LabelsWithOperator =>
  typeof value === 'object' && value !== null && 'values' in value;

function currentLabels(value: unknown): LabelsWithOperator {
  return isLabelsWithOperator(value) ? value : { operator: DEFAULT_LABEL_OPERATOR, values: [] };
}

/**
 * What the response filter of one question shows (spec 1 §4): a rating range between the first and last
 * option, the chosen labels with and/or for multi-label questions, or the chosen labels.
 *
 * @example
 * responseFilterEditor(ratingQuestion, draft.response); // { kind: 'range', bounds: { min: 1, max: 5 }, … }
 */
export function responseFilterEditor(question: FilterQuestion, filters: readonly ResponseFilter[]): FilterEditorView {
  const current = filters.find((filter) => filter.name === question.name)?.value;
  if (question.type === 'rating') {
    const bounds = ratingBounds(question.options);
    return bounds ? rangeEditorOf(bounds, current, INTEGER_STEP) : { kind: 'unavailable' };
  }
  const options = questionFilterOptions(question);
  const searchable = isSearchableOptionList(options);
  if (isMultiLabelType(question.type)) {
    const labels = currentLabels(current);
    return { kind: 'labels', options, searchable, selected: labels.values, operator: labels.operator };
  }
  const selected = Array.isArray(current) ? current : [];
  return { kind: 'labels', options, searchable, selected, operator: null };
}

function nextResponseValue(
  question: FilterQuestion,
  current: ResponseFilter['value'] | undefined,
  edit: FilterValueEdit,
): ResponseFilter['value'] | null | undefined {
  if (question.type === 'rating') {
    const bounds = ratingBounds(question.options);
    return 'range' in edit && bounds ? activeRange(edit.range, bounds) : undefined;
  }
  if (isMultiLabelType(question.type)) {
    const labels = currentLabels(current);
    if ('operator' in edit) return { ...labels, operator: edit.operator };
    if ('labels' in edit) return edit.labels.length > 0 ? { ...labels, values: edit.labels } : null;
    return undefined;
  }
  if ('labels' in edit) return edit.labels.length > 0 ? edit.labels : null;
  return undefined;
}

/**
 * The response filters after one edit of a question's filter: a range spanning the whole rating clears it, as
 * does choosing no label; an edit that does not fit the question's type changes nothing.
 *
 * @example
 * withResponseFilterEdit(draft.response, question, { labels: ['yes'] }); // [{ name: 'q', value: ['yes'] }]
 */
export function withResponseFilterEdit(
  filters: readonly ResponseFilter[],
  question: FilterQuestion,
  edit: FilterValueEdit,
): ResponseFilter[] {
  const current = filters.find((filter) => filter.name === question.name)?.value;
  const value = nextResponseValue(question, current, edit);
  if (value === undefined) return [...filters];
  const filter = value === null ? null : { name: question.name, value };
  return replaceInPlace(filters, (item) => item.name === question.name, filter);
}

import { SCORE_RANGE } from './criteriaConstants';
import { ratingBounds } from './filterActivity';
import {
  activeRange,
  rangeEditorOf,
  type FilterEditorView,
  type FilterValueEdit,
  type LabelsEditorView,
  type RangeEditorView,
} from './filterEditorViews';
import { canFilterByAgent } from './filterableQuestions';
import { isSearchableOptionList, questionFilterOptions, replaceInPlace } from './filterOptions';
import { FLOAT_STEP, INTEGER_STEP } from './filterRanges';
import {
  DEFAULT_LABEL_OPERATOR,
  isRangeValue,
  type SuggestionFilter,
  type SuggestionValueFilter,
} from './RecordCriteria';
import { isMultiLabelType, type FilterQuestion } from './responseFilterEditor';

/** The three parts of a question's suggestion filter. */
export interface SuggestionFilterEditorView {
  /** The suggested value: labels (and/or for multi-label) or a rating range. */
  value: FilterEditorView;
  /** The suggestion's score, between 0 and 1. */
  score: RangeEditorView;
  /** The agents that suggested; null when no agent made suggestions for the question. */
  agent: LabelsEditorView | null;
}

type Part = SuggestionValueFilter['name'];

/** An edit of one part of a suggestion filter; an edit that does not fit the part (labels for the score) is ignored. */
export type SuggestionFilterEdit = { part: Part } & FilterValueEdit;

function configurationsOf(filters: readonly SuggestionFilter[], question: string): SuggestionValueFilter[] {
  return filters.find((filter) => filter.question === question)?.configurations ?? [];
}

function partOf<P extends Part>(configurations: readonly SuggestionValueFilter[], name: P) {
  return configurations.find((configuration) => configuration.name === name) as
    | Extract<SuggestionValueFilter, { name: P }>
    | undefined;
}

function valueEditor(question: FilterQuestion, value: unknown): FilterEditorView {
  if (question.type === 'rating') {
    const bounds = ratingBounds(question.options);
    return bounds ? rangeEditorOf(bounds, value, INTEGER_STEP) : { kind: 'unavailable' };
  }
  const labels = value && !isRangeValue(value) ? (value as { values: string[]; operator?: 'and' | 'or' }) : null;
  const options = questionFilterOptions(question);
  return {
    kind: 'labels',
    options,
    searchable: isSearchableOptionList(options),
    selected: labels?.values ?? [],
    operator: isMultiLabelType(question.type) ? (labels?.operator ?? DEFAULT_LABEL_OPERATOR) : null,
  };
}

/**
 * What the suggestion filter of one question shows (spec 1 §4): the suggested value, the score between 0 and 1
 * and, only when at least one agent made suggestions, the agents.
 *
 * @example
 * suggestionFilterEditor(question, ['gpt-4'], draft.suggestion).agent?.options; // [{ value: 'gpt-4', … }]
 */
export function suggestionFilterEditor(
  question: FilterQuestion,
  agents: readonly string[],
  filters: readonly SuggestionFilter[],
): SuggestionFilterEditorView {
  const configurations = configurationsOf(filters, question.name);
  const agentOptions = agents.map((agent) => ({ value: agent, label: agent }));
  return {
    value: valueEditor(question, partOf(configurations, 'value')?.value),
    score: rangeEditorOf(SCORE_RANGE, partOf(configurations, 'score')?.value, FLOAT_STEP),
    agent: canFilterByAgent(agents)
      ? {
          kind: 'labels',
          options: agentOptions,
          searchable: false,
          selected: partOf(configurations, 'agent')?.value ?? [],
          operator: null,
        }
      : null,
  };
}

function nextValuePart(
  question: FilterQuestion,
  current: SuggestionValueFilter | undefined,
  edit: FilterValueEdit,
): SuggestionValueFilter | null | undefined {
  if (question.type === 'rating') {
    const bounds = ratingBounds(question.options);
    if (!('range' in edit) || !bounds) return undefined;
    const range = activeRange(edit.range, bounds);
    return range && { name: 'value', value: range };
  }
  if ('range' in edit) return undefined;
  const view = valueEditor(question, current?.value);
  if (view.kind !== 'labels') return undefined;
  const values = 'labels' in edit ? edit.labels : view.selected;
  const operator = 'operator' in edit ? edit.operator : view.operator;
  if (values.length === 0) return null;
  return { name: 'value', value: operator === null ? { values } : { values, operator } };
}

function nextPart(
  question: FilterQuestion,
  configurations: readonly SuggestionValueFilter[],
  edit: SuggestionFilterEdit,
): SuggestionValueFilter | null | undefined {
  switch (edit.part) {
    case 'value':
      return nextValuePart(question, partOf(configurations, 'value'), edit);
    case 'score': {
      if (!('range' in edit)) return undefined;
      const range = activeRange(edit.range, SCORE_RANGE);
      return range && { name: 'score', value: range };
    }
    case 'agent':
      if (!('labels' in edit)) return undefined;
      return edit.labels.length > 0 ? { name: 'agent', value: edit.labels } : null;
  }
}

/**
 * The suggestion filters after one edit of a question's part: a range spanning its whole bounds or an empty
 * choice clears the part, and a question left without parts leaves the list; order is kept.
 *
 * @example
 * withSuggestionFilterEdit(draft.suggestion, question, { part: 'score', range: { ge: 0.5, le: 1 } });
 */
export function withSuggestionFilterEdit(
  filters: readonly SuggestionFilter[],
  question: FilterQuestion,
  edit: SuggestionFilterEdit,
): SuggestionFilter[] {
  const configurations = configurationsOf(filters, question.name);
  const part = nextPart(question, configurations, edit);
  if (part === undefined) return [...filters];
  const nextConfigurations = replaceInPlace(configurations, (item) => item.name === edit.part, part);
  const filter = nextConfigurations.length > 0 ? { question: question.name, configurations: nextConfigurations } : null;
  return replaceInPlace(filters, (item) => item.question === question.name, filter);
}

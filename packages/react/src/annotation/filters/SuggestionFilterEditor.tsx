import {
  canFilterByAgent,
  DEFAULT_LABEL_OPERATOR,
  isRangeFilterActive,
  isRangeValue,
  ratingBounds,
  SCORE_RANGE,
  type LabelOperator,
  type Question,
  type RangeValue,
  type SuggestionValueFilter,
} from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useCriteria } from '../toolbar/useCriteria';
import { LabelOperatorToggle } from './LabelOperatorToggle';
import { FLOAT_STEP, INTEGER_STEP } from './rangeBounds';
import { RangeSlider } from './RangeSlider';
import { TermsFilter } from './TermsFilter';

export interface SuggestionFilterEditorProps {
  question: Question;
  /** Agents that made this question's suggestions; the agent part shows only when there is one. */
  agents: readonly string[];
}

type Part = SuggestionValueFilter['name'];

/**
 * The suggestion filter of one question: the suggested value (labels, with and/or for multi-label, or a rating
 * range), the score between 0 and 1, and — when agents exist — the agents that suggested.
 *
 * @example
 * <SuggestionFilterEditor question={question} agents={['gpt-4']} />
 */
export function SuggestionFilterEditor({ question, agents }: SuggestionFilterEditorProps) {
  const t = useT();
  const [filters, criteria] = useCriteria((s) => s.draft.suggestion);
  const configurations = filters.find((filter) => filter.question === question.name)?.configurations ?? [];
  const partOf = <P extends Part>(name: P) =>
    configurations.find((configuration) => configuration.name === name) as
      | Extract<SuggestionValueFilter, { name: P }>
      | undefined;

  const setPart = (name: Part, configuration: SuggestionValueFilter | null) => {
    const at = configurations.findIndex((item) => item.name === name);
    const nextConfigurations = configurations.filter((item) => item.name !== name);
    if (configuration) nextConfigurations.splice(at < 0 ? nextConfigurations.length : at, 0, configuration);
    const at2 = filters.findIndex((filter) => filter.question === question.name);
    const next = filters.filter((filter) => filter.question !== question.name);
    if (nextConfigurations.length > 0) {
      next.splice(at2 < 0 ? next.length : at2, 0, { question: question.name, configurations: nextConfigurations });
    }
    criteria.getState().setSuggestion(next);
  };

  const valuePart = partOf('value')?.value;
  const score = partOf('score')?.value ?? { ge: SCORE_RANGE.min, le: SCORE_RANGE.max };
  const chosenAgents = partOf('agent')?.value ?? [];
  const options = question.options.map((option) => ({ value: String(option.value), label: option.text }));
  const isMulti = question.type === 'multi_label_selection' || question.type === 'dynamic_multi_label_selection';

  let valueEditor;
  if (question.type === 'rating') {
    const bounds = ratingBounds(question.options);
    valueEditor = bounds && (
      <RangeSlider
        label={t('annotation.filters.suggestedValue')}
        bounds={bounds}
        step={INTEGER_STEP}
        value={isRangeValue(valuePart) ? valuePart : { ge: bounds.min, le: bounds.max }}
        onChange={(range: RangeValue) =>
          setPart('value', isRangeFilterActive(range, bounds) ? { name: 'value', value: range } : null)
        }
      />
    );
  } else {
    const labels = valuePart && !isRangeValue(valuePart) ? valuePart : { values: [] as string[] };
    const operator: LabelOperator = labels.operator ?? DEFAULT_LABEL_OPERATOR;
    const setLabels = (values: string[], nextOperator: LabelOperator) =>
      setPart(
        'value',
        values.length === 0
          ? null
          : { name: 'value', value: isMulti ? { values, operator: nextOperator } : { values } },
      );
    valueEditor = (
      <div className="mg-filter-editor__stack">
        {isMulti && <LabelOperatorToggle value={operator} onChange={(next) => setLabels(labels.values, next)} />}
        <TermsFilter
          label={t('annotation.filters.suggestedValue')}
          options={options}
          selected={labels.values}
          onChange={(values) => setLabels(values, operator)}
          searchable={options.length >= 10}
        />
      </div>
    );
  }

  return (
    <div className="mg-filter-editor__stack">
      <section aria-label={t('annotation.filters.suggestedValue')} className="mg-filter-editor__part">
        <h4 className="mg-filter-editor__heading">{t('annotation.filters.suggestedValue')}</h4>
        {valueEditor}
      </section>
      <section aria-label={t('annotation.filters.score')} className="mg-filter-editor__part">
        <h4 className="mg-filter-editor__heading">{t('annotation.filters.score')}</h4>
        <RangeSlider
          label={t('annotation.filters.score')}
          bounds={SCORE_RANGE}
          step={FLOAT_STEP}
          value={score}
          onChange={(range) =>
            setPart('score', isRangeFilterActive(range, SCORE_RANGE) ? { name: 'score', value: range } : null)
          }
        />
      </section>
      {canFilterByAgent(agents) && (
        <section aria-label={t('annotation.filters.agent')} className="mg-filter-editor__part">
          <h4 className="mg-filter-editor__heading">{t('annotation.filters.agent')}</h4>
          <TermsFilter
            label={t('annotation.filters.agent')}
            options={agents.map((agent) => ({ value: agent, label: agent }))}
            selected={chosenAgents}
            onChange={(values) => setPart('agent', values.length > 0 ? { name: 'agent', value: values } : null)}
          />
        </section>
      )}
    </div>
  );
}

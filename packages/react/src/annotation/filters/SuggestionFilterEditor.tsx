import type { ReactNode } from 'react';
import { suggestionFilterEditor, type Question } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useCriteria } from '../view/useCriteria';
import { FilterValueEditor } from './FilterValueEditor';

export interface SuggestionFilterEditorProps {
  question: Question;
  /** Agents that made this question's suggestions; the agent part shows only when there is one. */
  agents: readonly string[];
}

/**
 * The suggestion filter of one question: the suggested value (labels, with and/or for multi-label, or a rating
 * range), the score between 0 and 1, and — when agents exist — the agents that suggested. The core decides
 * what each part shows and builds the filter.
 *
 * @example
 * <SuggestionFilterEditor question={question} agents={['gpt-4']} />
 */
export function SuggestionFilterEditor({ question, agents }: SuggestionFilterEditorProps) {
  const t = useT();
  const [filters, criteria] = useCriteria((s) => s.draft.suggestion);
  const view = suggestionFilterEditor(question, agents, filters);
  const edit = criteria.getState().editSuggestionFilter;
  const section = (title: string, body: ReactNode) => (
    <section aria-label={title} className="mg-filter-editor__part">
      <h4 className="mg-filter-editor__heading">{title}</h4>
      {body}
    </section>
  );
  const value = t('annotation.filters.suggestedValue');
  const score = t('annotation.filters.score');
  const agent = t('annotation.filters.agent');
  return (
    <div className="mg-filter-editor__stack">
      {section(
        value,
        <FilterValueEditor
          label={value}
          view={view.value}
          unavailable={false}
          onEdit={(change) => edit(question, { part: 'value', ...change })}
        />,
      )}
      {section(
        score,
        <FilterValueEditor label={score} view={view.score} onEdit={(change) => edit(question, { part: 'score', ...change })} />,
      )}
      {view.agent &&
        section(
          agent,
          <FilterValueEditor
            label={agent}
            view={view.agent}
            onEdit={(change) => edit(question, { part: 'agent', ...change })}
          />,
        )}
    </div>
  );
}

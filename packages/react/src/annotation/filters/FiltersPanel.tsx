import { useId, useState } from 'react';
import { selectFiltersPanel, type Question, type WireMetadataProperty } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import { CommentFilterSelect } from '../comments/CommentFilterSelect';
import { ReviewStatusFilter } from './ReviewStatusFilter';
import { useCriteria } from '../view/useCriteria';
import { MetadataFilterEditor } from './MetadataFilterEditor';
import { ResponseFilterEditor } from './ResponseFilterEditor';
import { SuggestionFilterEditor } from './SuggestionFilterEditor';
import { useFilterSources } from './useFilterSources';

type Chosen =
  | { kind: 'metadata'; property: WireMetadataProperty }
  | { kind: 'response' | 'suggestion'; question: Question };

/**
 * The Filters panel's content: the review-status (on datasets with review) and comments filters, chosen in place;
 * then the metadata properties, the questions answerable as response filters (single
 * label, multi label, rating) and the same questions' suggestions; choosing one opens its filter editor. Loaded
 * on demand when the panel first opens (`FiltersPanelOnDemand`); the chosen editor resets when the panel closes.
 *
 * @example
 * <Dropdown …><FiltersPanel /></Dropdown>
 */
export function FiltersPanel() {
  const t = useT();
  const { questions, metadataProperties, agents } = useFilterSources();
  const [criteriaState] = useCriteria((s) => ({ committed: s.committed, draft: s.draft }));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const groupId = useId();
  const panel = selectFiltersPanel(criteriaState, metadataProperties, questions);

  const item = (key: string, text: string, active: boolean, choose: Chosen) => (
    <li key={key}>
      <button type="button" className="mg-filter-list__item" onClick={() => setChosen(choose)}>
        <span>{text}</span>
        {active && <span className="mg-filter-list__active">{t('annotation.filters.active')}</span>}
      </button>
    </li>
  );

  return chosen ? (
    <div className="mg-filter-editor">
      <button
        type="button"
        className="mg-button mg-button--ghost mg-filter-editor__back"
        onClick={() => setChosen(null)}
      >
        <Icon name="arrowLeft" />
        {t('annotation.filters.back')}
      </button>
      <h3 className="mg-filter-editor__title">
        {chosen.kind === 'metadata' ? chosen.property.title : chosen.question.title}
      </h3>
      {chosen.kind === 'metadata' && <MetadataFilterEditor property={chosen.property} />}
      {chosen.kind === 'response' && <ResponseFilterEditor question={chosen.question} />}
      {chosen.kind === 'suggestion' && (
        <SuggestionFilterEditor question={chosen.question} agents={agents[chosen.question.name] ?? []} />
      )}
    </div>
  ) : (
    <div className="mg-filter-list">
      <div className="mg-filter-list__records">
        <ReviewStatusFilter />
        <CommentFilterSelect />
      </div>
      {panel.metadata.length > 0 && (
        <section aria-labelledby={`${groupId}-metadata`}>
          <h3 id={`${groupId}-metadata`} className="mg-filter-list__group">
            {t('annotation.filters.metadata')}
          </h3>
          <ul>
            {panel.metadata.map(({ subject: property, active }) =>
              item(`m-${property.name}`, property.title, active, { kind: 'metadata', property }),
            )}
          </ul>
        </section>
      )}
      {panel.responses.length > 0 && (
        <>
          <section aria-labelledby={`${groupId}-responses`}>
            <h3 id={`${groupId}-responses`} className="mg-filter-list__group">
              {t('annotation.filters.responses')}
            </h3>
            <ul>
              {panel.responses.map(({ subject: question, active }) =>
                item(`r-${question.name}`, question.title, active, { kind: 'response', question }),
              )}
            </ul>
          </section>
          <section aria-labelledby={`${groupId}-suggestions`}>
            <h3 id={`${groupId}-suggestions`} className="mg-filter-list__group">
              {t('annotation.filters.suggestions')}
            </h3>
            <ul>
              {panel.suggestions.map(({ subject: question, active }) =>
                item(`s-${question.name}`, question.title, active, { kind: 'suggestion', question }),
              )}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

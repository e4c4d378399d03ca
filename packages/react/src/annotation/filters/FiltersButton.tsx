import { selectFiltersPanel } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import { Dropdown } from '../view/Dropdown';
import { useCriteria } from '../view/useCriteria';
import { FiltersPanelOnDemand } from './criteriaPanelsModule';
import { useFilterSources } from './useFilterSources';

/**
 * The Filters button: a panel with the review-status and comments filters, then a list of the metadata properties, the questions answerable as response filters
 * (single label, multi label, rating) and the same questions' suggestions; choosing one opens its filter. The
 * button counts the active filters. Closing the panel commits what the debounce is still waiting for. The
 * panel's code loads when it first opens.
 *
 * @example
 * <FiltersButton />
 */
export function FiltersButton() {
  const t = useT();
  const { questions, metadataProperties } = useFilterSources();
  const [criteriaState, criteria] = useCriteria((s) => ({ committed: s.committed, draft: s.draft }));
  const count = selectFiltersPanel(criteriaState, metadataProperties, questions).count;
  const label =
    count > 0 ? t('annotation.filters.buttonWithCount', { count }) : t('annotation.filters.button');

  return (
    <Dropdown
      label={
        <>
          <Icon name="search" />
          {label}
        </>
      }
      title={t('annotation.filters.title')}
      active={count > 0}
      onClose={() => criteria.getState().commitPending()}
    >
      <FiltersPanelOnDemand />
    </Dropdown>
  );
}

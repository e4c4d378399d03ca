import { useMemo } from 'react';
import {
  addSort,
  buildSortOfferings,
  removeSort,
  replaceSort,
  sortIdOf,
  toggleSortDirection,
  unselectedSortOfferings,
  type CriteriaSort,
  type SortOffering,
} from '@marginalia/core';
import { useT, type Translate } from '../../hooks/useT';
import { Select, type SelectOptionGroup } from '../../primitives/Select';
import { Icon } from '../../styles/Icon';
import { useCriteria } from '../view/useCriteria';
import { ReviewSortToggle } from './ReviewSortToggle';
import { useFilterSources } from './useFilterSources';

/** The group an offering is listed under. */
function groupOf(item: Pick<SortOffering, 'entity' | 'property'>): string {
  return item.property ? `${item.entity}-${item.property}` : item.entity;
}

function titleOf(t: Translate, item: SortOffering): string {
  return item.entity === 'record' ? t(`annotation.sort.record.${item.name}`) : item.title;
}

/** The offerings as options grouped by what they sort by; categories that cannot be sorted are disabled. */
function offeringOptions(offerings: readonly SortOffering[], t: Translate): SelectOptionGroup<string>[] {
  const groups = [...new Set(offerings.map(groupOf))];
  return groups.map((group) => ({
    group: t(`annotation.sort.groups.${group}`),
    options: offerings
      .filter((item) => groupOf(item) === group)
      .map((item) => ({
        value: item.id,
        label: titleOf(t, item),
        disabled: item.disabled,
        title: item.tooltip,
      })),
  }));
}

/**
 * The sort panel's content: the chosen sort categories in order, each replaceable, with a direction toggle and a
 * remove button, and a list to add another. It offers the core's categories (record dates, suggestion scores,
 * rating suggestion and response values, metadata — disabled without values). Edits commit after the core's
 * debounce, or when the panel closes; removing the last sort applies at once. On datasets with review it leads
 * with "review status first" (`ReviewSortToggle`). Loaded on demand when the panel
 * first opens (`SortPanelOnDemand`).
 *
 * @example
 * <Dropdown …><SortPanel /></Dropdown>
 */
export function SortPanel() {
  const t = useT();
  const { questions, metadataProperties } = useFilterSources();
  const [{ sortBy }, criteria] = useCriteria((s) => ({ sortBy: s.draft.sortBy }));
  const offerings = useMemo(
    () => buildSortOfferings({ questions, metadataProperties }),
    [questions, metadataProperties],
  );
  const byId = (id: string) => offerings.find((item) => item.id === id);
  const unselected = unselectedSortOfferings(offerings, sortBy);
  const set = (next: CriteriaSort[]) => criteria.getState().setSortBy(next);

  return (
    <>
      <ReviewSortToggle />
      <ol className="mg-sort__list">
        {sortBy.map((sort, index) => {
          const current = byId(sortIdOf(sort));
          const choices = current ? [current, ...unselected] : unselected;
          return (
            <li key={sortIdOf(sort)} className="mg-sort__item">
              <Select
                label={t('annotation.sort.sortBy', { position: index + 1 })}
                hideLabel
                value={sortIdOf(sort)}
                options={[
                  ...(current ? [] : [{ value: sortIdOf(sort), label: sort.name }]),
                  ...offeringOptions(choices, t),
                ]}
                onChange={(id) => {
                  const next = byId(id);
                  if (next) set(replaceSort(sortBy, sort, next));
                }}
              />
              <button
                type="button"
                className="mg-button mg-sort__direction"
                aria-label={t('annotation.sort.direction', {
                  name: current ? titleOf(t, current) : sort.name,
                })}
                onClick={() => set(toggleSortDirection(sortBy, sort))}
              >
                <Icon name={sort.order === 'asc' ? 'arrowUp' : 'arrowDown'} />
                {t(`annotation.sort.${sort.order}`)}
              </button>
              <button
                type="button"
                className="mg-button mg-button--ghost mg-button--icon"
                aria-label={t('annotation.sort.remove', { name: current ? titleOf(t, current) : sort.name })}
                onClick={() => set(removeSort(sortBy, sort))}
              >
                <Icon name="close" />
              </button>
            </li>
          );
        })}
      </ol>
      {unselected.length > 0 && (
        <Select
          label={t('annotation.sort.add')}
          hideLabel
          className="mg-sort__add"
          placeholder={t('annotation.sort.add')}
          value=""
          options={offeringOptions(unselected, t)}
          onChange={(id) => {
            const item = byId(id);
            if (item) set(addSort(sortBy, item));
          }}
        />
      )}
    </>
  );
}

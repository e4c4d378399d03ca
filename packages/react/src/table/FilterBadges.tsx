import type { FilterBadge, ReferenceTableSession } from '@marginalia/core';
import type { Translate } from '../hooks/useT';

export interface FilterBadgesProps {
  session: ReferenceTableSession;
  /** The filters to show as badges and how many more there are (`selectFilterBadges`). */
  badges: { shown: FilterBadge[]; more: number };
  t: Translate;
}

/** The table's active column filters as badges, each with a button that removes it; nothing when none is set. */
export function FilterBadges({ session, badges, t }: FilterBadgesProps) {
  if (badges.shown.length === 0 && badges.more === 0) return null;
  return (
    <ul className="mg-reference-table__badges" aria-label={t('menu.filterValues')}>
      {badges.shown.map((badge) => (
        <li key={badge.column} className="mg-badge">
          {t('grid.filterBadge', { column: badge.column, values: badge.values.join(', ') })}
          <button
            type="button"
            className="mg-button mg-button--ghost mg-button--icon"
            aria-label={t('grid.removeFilter', { column: badge.column })}
            onClick={() => session.layout.getState().setFilter(badge.column, null)}
          >
            ×
          </button>
        </li>
      ))}
      {badges.more > 0 && <li className="mg-badge">{t('grid.moreFilters', { count: badges.more })}</li>}
    </ul>
  );
}

import { CRITERIA_STATUSES, type CriteriaStatus } from '@marginalia/core';
import { useT, type Translate } from '../../hooks/useT';
import { Select } from '../../primitives/Select';
import { useCriteria } from './useCriteria';

/** The status filter's text for a status; `valid` is 'All data'. */
export function statusFilterLabel(t: Translate, status: CriteriaStatus): string {
  return status === 'valid' ? t('annotation.statusFilter.valid') : t(`annotation.status.${status}`);
}

/**
 * The status filter: pending, draft, discarded, 'All data' and submitted. Bulk mode belongs to pending records,
 * so leaving pending also leaves bulk mode.
 *
 * @example
 * <StatusFilter />
 */
export function StatusFilter() {
  const t = useT();
  const [{ status, mode }, criteria] = useCriteria((s) => ({ status: s.committed.status, mode: s.committed.page.mode }));
  const change = (next: CriteriaStatus) => {
    const state = criteria.getState();
    state.setStatus(next);
    if (next !== 'pending' && mode === 'bulk') criteria.getState().setMode('focus');
    criteria.getState().commit();
  };
  return (
    <div className="mg-toolbar__field">
      <Select
        label={t('annotation.statusFilter.label')}
        hideLabel
        className="mg-status-filter"
        value={status}
        options={CRITERIA_STATUSES.map((option) => ({ value: option, label: statusFilterLabel(t, option) }))}
        onChange={change}
      />
    </div>
  );
}

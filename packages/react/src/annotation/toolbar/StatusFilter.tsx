import { CRITERIA_STATUSES, changeStatus, type CriteriaStatus } from '@marginalia/core';
import { useT, type Translate } from '../../hooks/useT';
import { Select } from '../../primitives/Select';
import { useCriteria } from '../view/useCriteria';

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
  const [{ status }, criteria] = useCriteria((s) => ({ status: s.committed.status }));
  const change = (next: CriteriaStatus) => changeStatus(criteria, next);
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

import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useCriteria } from './useCriteria';

/**
 * Records per page in bulk mode: 10, 25, 50 or 100; a change goes back to page 1.
 *
 * @example
 * <PageSizeSelect />
 */
export function PageSizeSelect() {
  const t = useT();
  const id = useId();
  const [many, criteria] = useCriteria((s) => s.committed.page.client.many);
  return (
    <div className="mg-toolbar__field">
      <label htmlFor={id}>{t('annotation.pageSize')}</label>
      <select
        id={id}
        className="mg-input mg-page-size"
        value={many}
        onChange={(event) => {
          criteria.getState().setPageSize(Number(event.target.value));
          criteria.getState().commit();
        }}
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

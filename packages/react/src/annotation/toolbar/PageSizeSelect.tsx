import { PAGE_SIZE_OPTIONS } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Select } from '../../primitives/Select';
import { useCriteria } from '../view/useCriteria';

/**
 * Records per page in bulk mode: 10, 25, 50 or 100; a change goes back to page 1.
 *
 * @example
 * <PageSizeSelect />
 */
export function PageSizeSelect() {
  const t = useT();
  const [many, criteria] = useCriteria((s) => s.committed.page.client.many);
  return (
    <div className="mg-toolbar__field">
      <Select
        label={t('annotation.pageSize')}
        className="mg-page-size"
        value={many}
        options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: String(size) }))}
        onChange={(size) => {
          criteria.getState().setPageSize(size);
          criteria.getState().commit();
        }}
      />
    </div>
  );
}

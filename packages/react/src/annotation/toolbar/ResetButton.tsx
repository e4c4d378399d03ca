import { selectCanReset } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useCriteria } from '../view/useCriteria';

/**
 * Resets the criteria (page 1 of 10, no metadata, sort, review status, response or suggestion filter) and commits; disabled when
 * there is nothing to reset.
 *
 * @example
 * <ResetButton />
 */
export function ResetButton() {
  const t = useT();
  const [canReset, criteria] = useCriteria(selectCanReset);
  return (
    <button
      type="button"
      className="mg-button mg-button--ghost"
      disabled={!canReset}
      onClick={() => {
        criteria.getState().reset();
        criteria.getState().commit();
      }}
    >
      {t('annotation.reset')}
    </button>
  );
}

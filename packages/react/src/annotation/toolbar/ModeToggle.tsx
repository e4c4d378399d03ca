import type { PageMode } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useCriteria } from './useCriteria';

const MODES: readonly PageMode[] = ['focus', 'bulk'];

/**
 * The annotation-type toggle between focus (one record) and bulk (a page of records); offered only while the
 * status filter shows pending records. Switching resets the page (the core's rule).
 *
 * @example
 * <ModeToggle />
 */
export function ModeToggle() {
  const t = useT();
  const [{ mode, status }, criteria] = useCriteria((s) => ({ mode: s.committed.page.mode, status: s.committed.status }));
  if (status !== 'pending') return null;
  return (
    <div role="radiogroup" aria-label={t('annotation.mode.label')} className="mg-segmented">
      {MODES.map((option) => (
        <label key={option} className="mg-segmented__option">
          <input
            type="radio"
            name="mg-annotation-mode"
            className="mg-segmented__input"
            value={option}
            checked={mode === option}
            onChange={() => {
              criteria.getState().setMode(option);
              criteria.getState().commit();
            }}
          />
          <span className="mg-segmented__label">{t(`annotation.mode.${option}`)}</span>
        </label>
      ))}
    </div>
  );
}

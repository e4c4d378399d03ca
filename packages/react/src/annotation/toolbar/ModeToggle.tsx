import type { PageMode } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Toggle } from '../../primitives/Toggle';
import { useCriteria } from '../view/useCriteria';

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
    <Toggle
      label={t('annotation.mode.label')}
      name="mg-annotation-mode"
      value={mode}
      options={MODES.map((option) => ({ value: option, label: t(`annotation.mode.${option}`) }))}
      onChange={(option) => {
        criteria.getState().setMode(option);
        criteria.getState().commit();
      }}
    />
  );
}

import { columnValues, type ReferenceTableSession } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { Translate } from '../hooks/useT';
import { Checkbox } from '../primitives/Checkbox';
import { PopoverPanel } from '../primitives/Popover';

export interface FilterValuesPanelProps {
  session: ReferenceTableSession;
  column: string;
  at: { x: number; y: number };
  t: Translate;
  onClose(): void;
}

/**
 * 'Filter values' of the column menu: a checkbox per distinct value; only checked values stay visible. A
 * non-modal panel at the column (`PopoverPanel`): it takes the focus, Escape or a press outside closes it.
 */
export function FilterValuesPanel({ session, column, at, t, onClose }: FilterValuesPanelProps) {
  const rows = useStoreSelector(session.table, (s) => s.document?.rows ?? []);
  const filter = useStoreSelector(session.layout, (s) => s.filters[column] ?? null);
  const values = columnValues(rows, column);
  const toggle = (value: string, on: boolean) => {
    const current = filter ?? values;
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    session.layout.getState().setFilter(column, next.length === values.length ? null : next);
  };
  return (
    <PopoverPanel
      role="dialog"
      title={t('menu.filterValues')}
      className="mg-popover mg-table-popup mg-table-filter"
      style={{ left: at.x, top: at.y }}
      onDismiss={onClose}
      focusFirst
    >
      <fieldset>
        <legend>{column}</legend>
        {values.map((value) => (
          <Checkbox
            key={value}
            label={value === '' ? '—' : value}
            checked={filter === null || filter.includes(value)}
            onChange={(on) => toggle(value, on)}
          />
        ))}
      </fieldset>
      <button
        type="button"
        className="mg-button"
        onClick={() => session.layout.getState().setFilter(column, null)}
      >
        {t('menu.clearFilter')}
      </button>
    </PopoverPanel>
  );
}

import { useRef } from 'react';
import { columnValues, type ReferenceTableSession } from '@marginalia/core';
import { useDismiss } from '../hooks/useDismiss';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { Translate } from '../hooks/useT';

export interface FilterValuesPanelProps {
  session: ReferenceTableSession;
  column: string;
  at: { x: number; y: number };
  t: Translate;
  onClose(): void;
}

/** 'Filter values' of the column menu: a checkbox per distinct value; only checked values stay visible. */
export function FilterValuesPanel({ session, column, at, t, onClose }: FilterValuesPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, true, onClose);
  const rows = useStoreSelector(session.table, (s) => s.document?.rows ?? []);
  const filter = useStoreSelector(session.layout, (s) => s.filters[column] ?? null);
  const values = columnValues(rows, column);
  const toggle = (value: string, on: boolean) => {
    const current = filter ?? values;
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    session.layout.getState().setFilter(column, next.length === values.length ? null : next);
  };
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={t('menu.filterValues')}
      className="mg-table-menu mg-table-filter"
      style={{ left: at.x, top: at.y }}
    >
      <fieldset>
        <legend>{column}</legend>
        {values.map((value) => (
          <label key={value} className="mg-table-filter__value">
            <input
              type="checkbox"
              checked={filter === null || filter.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            {value === '' ? '—' : value}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="mg-button"
        onClick={() => session.layout.getState().setFilter(column, null)}
      >
        {t('menu.clearFilter')}
      </button>
    </div>
  );
}

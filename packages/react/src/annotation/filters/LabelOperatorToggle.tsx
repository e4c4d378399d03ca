import { useId } from 'react';
import type { LabelOperator } from '@marginalia/core';
import { useT } from '../../hooks/useT';

const OPERATORS: readonly LabelOperator[] = ['and', 'or'];

export interface LabelOperatorToggleProps {
  value: LabelOperator;
  onChange(operator: LabelOperator): void;
}

/**
 * How the labels of a multi-label filter combine: all of them (and) or any of them (or).
 *
 * @example
 * <LabelOperatorToggle value="and" onChange={setOperator} />
 */
export function LabelOperatorToggle({ value, onChange }: LabelOperatorToggleProps) {
  const t = useT();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('annotation.filters.operator')} className="mg-segmented mg-segmented--small">
      {OPERATORS.map((operator) => (
        <label key={operator} className="mg-segmented__option">
          <input
            type="radio"
            name={name}
            className="mg-segmented__input"
            checked={value === operator}
            onChange={() => onChange(operator)}
          />
          <span className="mg-segmented__label">{t(`annotation.filters.operators.${operator}`)}</span>
        </label>
      ))}
    </div>
  );
}

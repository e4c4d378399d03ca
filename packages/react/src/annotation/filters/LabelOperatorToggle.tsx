import type { LabelOperator } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Toggle } from '../../primitives/Toggle';

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
  return (
    <Toggle
      label={t('annotation.filters.operator')}
      appearance="segmented-small"
      value={value}
      options={OPERATORS.map((operator) => ({ value: operator, label: t(`annotation.filters.operators.${operator}`) }))}
      onChange={onChange}
    />
  );
}

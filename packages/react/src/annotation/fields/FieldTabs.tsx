import { useState, type ReactNode } from 'react';
import type { Field } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Tabs } from '../../primitives/Tabs';

export interface FieldTabsProps {
  /** Fields sharing a name prefix, in order. */
  fields: Field[];
  /** The content of one field's panel. */
  renderField(field: Field): ReactNode;
}

/**
 * Fields sharing a name prefix shown as tabs (the `Tabs` primitive: arrow keys, Home and End move between them),
 * in a tab list named 'Fields'.
 *
 * @example
 * <FieldTabs fields={group.fields} renderField={(field) => <FieldView field={field} value={…} />} />
 */
export function FieldTabs({ fields, renderField }: FieldTabsProps) {
  const t = useT();
  const [selectedName, setSelectedName] = useState(fields[0]?.name ?? '');
  const selected = fields.find((field) => field.name === selectedName) ?? fields[0];
  if (!selected) return null;
  return (
    <Tabs
      label={t('annotation.fieldTabsLabel')}
      size="small"
      tabs={fields.map((field) => ({ value: field.name, label: field.title }))}
      value={selected.name}
      onChange={setSelectedName}
    >
      {renderField(selected)}
    </Tabs>
  );
}

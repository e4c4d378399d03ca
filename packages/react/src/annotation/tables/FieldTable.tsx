import type { TableValue } from '@marginalia/core';
import { LazyReferenceTable, useAnnotationTable } from './annotationTables';

export interface FieldTableProps {
  /** The field's name (its layout is kept per dataset and field). */
  name: string;
  value: TableValue;
  label: string;
}

/** A table field: the reference table, read-only, checked against the schema it names. */
export function FieldTable({ name, value, label }: FieldTableProps) {
  const context = useAnnotationTable(name, undefined);
  return <LazyReferenceTable value={value} editable={false} label={label} height="auto" {...context} />;
}

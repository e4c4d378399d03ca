import { LazyAnnotationTable } from './annotationTables';

export interface FieldTableProps {
  /** The field's name (its layout is kept per dataset and field). */
  name: string;
  value: unknown;
  label: string;
}

/** A table field: the reference table, read-only, checked against the schema it names. */
export function FieldTable({ name, value, label }: FieldTableProps) {
  return <LazyAnnotationTable name={name} value={value} editable={false} label={label} height="auto" />;
}

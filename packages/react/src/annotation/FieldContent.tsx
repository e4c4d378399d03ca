import type { Field } from '@marginalia/core';
import { FieldView, type FieldRecordData } from './fields/FieldView';

export interface FieldContentProps {
  field: Field;
  value: unknown;
  /** The whole record, for custom field templates. */
  record?: FieldRecordData;
  /** Words to highlight (the view's search text). */
  searchText?: string;
}

/** A record's value for one field, rendered by its type (see `FieldView`). */
export function FieldContent(props: FieldContentProps) {
  return <FieldView {...props} />;
}

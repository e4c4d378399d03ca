import { useMemo } from 'react';
import { createSchemaLoader, referenceValuesOf, tableQuestionStart, type TableValue } from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../../hooks/useStoreSelector';
import { ReferenceTable } from '../../table/ReferenceTable';
import { useOptionalAnnotationView } from '../layout/AnnotationViewContext';

export interface AnnotationTableProps {
  /** The question's or field's name: the layout is kept per dataset and name. */
  name: string;
  /** The answer or field value (table JSON or its text). */
  value: unknown;
  /** A table question's suggested table, opened while there is no answer. */
  suggested?: unknown;
  onChange?(value: TableValue | null): void;
  editable: boolean;
  label: string;
  /** The current record's fields, whose tables offer reference values. */
  recordFields?: Readonly<Record<string, unknown>>;
  height?: number | string;
}

const NO_VIEW: ReadableStore<null> = { getState: () => null, subscribe: () => () => undefined };

/**
 * A reference table in the annotation view (in the table's own chunk, so none of this loads for datasets without
 * tables): schema files of the dataset's workspace, the view's storage for the layout, reference values of the
 * record's other tables.
 */
export function AnnotationTable({ name, value, suggested, recordFields, ...props }: AnnotationTableProps) {
  const view = useOptionalAnnotationView();
  const workspaceName = useStoreSelector<unknown, string | null>(
    (view?.store ?? NO_VIEW) as ReadableStore<unknown>,
    (state) => (state as { dataset?: { workspaceName?: string | null } } | null)?.dataset?.workspaceName ?? null,
  );
  const client = view?.client;
  const loadSchema = useMemo(
    () => (client && workspaceName ? createSchemaLoader(client, workspaceName) : undefined),
    [client, workspaceName],
  );
  const referenceValues = useMemo(() => referenceValuesOf(Object.values(recordFields ?? {})), [recordFields]);
  const table = useMemo(() => tableQuestionStart(value, suggested), [value, suggested]);
  return (
    <ReferenceTable
      {...props}
      value={table}
      loadSchema={loadSchema}
      referenceValues={referenceValues}
      layoutStorage={view?.storage}
      layoutKey={view ? `table-layout:${view.datasetId}:${name}` : undefined}
    />
  );
}

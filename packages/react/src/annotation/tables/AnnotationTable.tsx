import { useCallback, useMemo, useRef, useState } from 'react';
import {
  createSchemaLoader,
  extractionInputs,
  fillInHasPaper,
  recordDocument,
  recordDocumentReference,
  referenceValuesOf,
  tableQuestionStart,
  type AnnotationState,
  type ReferenceTableSession,
  type TableValue,
} from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { ReferenceTable, type RowMenuContext } from '../../table/ReferenceTable';
import type { TableMenuEntry } from '../../table/TableMenu';
import { tableTexts } from '../../table/tableTexts';
import { useOptionalAnnotationView } from '../view/AnnotationViewContext';
import { ModelFillInPanel } from './ModelFillInPanel';

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
  /** Offers the LLM fill-in in the row menu when the record names a document (table questions). */
  modelFillIn?: boolean;
}

const NO_VIEW: ReadableStore<null> = { getState: () => null, subscribe: () => () => undefined };

/**
 * A reference table in the annotation view (in the table's own chunk, so none of this loads for datasets without
 * tables): schema files of the dataset's workspace, the view's storage for the layout, reference values of the
 * record's other tables.
 */
export function AnnotationTable({
  name,
  value,
  suggested,
  recordFields,
  modelFillIn = false,
  ...props
}: AnnotationTableProps) {
  const view = useOptionalAnnotationView();
  const t = useT(tableTexts);
  const viewStore = (view?.store ?? NO_VIEW) as ReadableStore<AnnotationState | null>;
  const workspaceName = useStoreSelector(viewStore, (state) => state?.dataset?.workspaceName ?? null);
  const metadata = useStoreSelector(viewStore, (state) => state?.record?.metadata ?? null);
  const recordId = useStoreSelector(viewStore, (state) => state?.record?.id ?? null);
  // The fill-in belongs to the record it was opened on; another record closes it.
  const [fillIn, setFillIn] = useState<{
    session: ReferenceTableSession;
    rowIds: readonly number[];
    recordId: string | null;
  } | null>(null);
  const client = view?.client;
  const loadSchema = useMemo(
    () => (client && workspaceName ? createSchemaLoader(client, workspaceName) : undefined),
    [client, workspaceName],
  );
  const referenceValues = useMemo(() => referenceValuesOf(Object.values(recordFields ?? {})), [recordFields]);
  const table = useMemo(() => tableQuestionStart(value, suggested), [value, suggested]);
  const offersFillIn =
    modelFillIn && props.editable && fillInHasPaper(table, metadata) && Boolean(client && workspaceName);
  const documentReference = useCallback(async () => {
    const target = recordDocument(view?.store.getState().record?.metadata);
    return client && target ? recordDocumentReference(client, target) : null;
  }, [client, view]);
  const fillInEntries = useCallback(
    (context: RowMenuContext): TableMenuEntry[] => [
      {
        id: 'modelFillIn',
        label: t('fillIn.entry'),
        disabled: context.rowIds.length === 0,
        onSelect: () => setFillIn({ session: context.session, rowIds: context.rowIds, recordId }),
      },
    ],
    [t, recordId],
  );
  // Closing the fill-in gives the focus back to the table it was opened from.
  const tableRef = useRef<HTMLDivElement>(null);
  const closeFillIn = () => {
    setFillIn(null);
    tableRef.current?.querySelector<HTMLElement>('.tabulator-tableholder')?.focus();
  };
  return (
    <>
      <div ref={tableRef} className="mg-annotation-table">
        <ReferenceTable
          {...props}
          value={table}
          loadSchema={loadSchema}
          referenceValues={referenceValues}
          layoutStorage={view?.storage}
          layoutKey={view ? `table-layout:${view.datasetId}:${name}` : undefined}
          rowMenuEntries={offersFillIn ? fillInEntries : undefined}
        />
      </div>
      {offersFillIn && fillIn?.recordId === recordId && client && workspaceName && (
        <ModelFillInPanel
          key={fillIn.rowIds.join(',')}
          session={fillIn.session}
          rowIds={fillIn.rowIds}
          client={client}
          workspace={workspaceName}
          // Read when the panel opens: the answers as they are then steer the model.
          inputs={extractionInputs(view?.store.getState().answers ?? {})}
          documentReference={documentReference}
          onClose={closeFillIn}
        />
      )}
    </>
  );
}

import { useMemo } from 'react';
import {
  createSchemaLoader,
  referenceValuesOf,
  type KeyValueStorage,
  type ReferenceValues,
  type SchemaLoader,
} from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { referenceTableModule } from '../../table/referenceTableModule';
import { richTextTableModule } from '../../table/richText/richTextTableModule';
import { useOptionalAnnotationView } from '../layout/AnnotationViewContext';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/** The reference table, loaded with its grid library only when a record shows a table. */
export const LazyReferenceTable = lazyAnnotationPart(referenceTableModule);

/** The rich-text table editor, loaded with its editor library only for `use_table` text questions. */
export const LazyRichTextTableEditor = lazyAnnotationPart(richTextTableModule);

/** What a table in the annotation view gets from the view: its schema files, layout storage, reference values. */
export interface AnnotationTableContext {
  loadSchema?: SchemaLoader;
  layoutStorage?: KeyValueStorage;
  layoutKey?: string;
  referenceValues: ReferenceValues;
}

const NO_STORE = {
  getState: () => null,
  subscribe: () => () => undefined,
};

/**
 * The schema loader of the dataset's workspace, the view's storage for the table layout (one key per dataset and
 * question or field), and the reference values the current record's other tables offer.
 */
export function useAnnotationTable(
  name: string,
  recordFields: Readonly<Record<string, unknown>> | undefined,
): AnnotationTableContext {
  const view = useOptionalAnnotationView();
  const workspaceName = useStoreSelector(view?.store ?? NO_STORE, (s) => s?.dataset?.workspaceName ?? null);
  const client = view?.client;
  const loadSchema = useMemo(
    () => (client && workspaceName ? createSchemaLoader(client, workspaceName) : undefined),
    [client, workspaceName],
  );
  const referenceValues = useMemo(() => referenceValuesOf(Object.values(recordFields ?? {})), [recordFields]);
  return {
    loadSchema,
    layoutStorage: view?.storage,
    layoutKey: view ? `table-layout:${view.datasetId}:${name}` : undefined,
    referenceValues,
  };
}

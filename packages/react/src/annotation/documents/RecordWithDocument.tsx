import { annotationPaneKey, prefetchRecordDocument, recordDocument, type AnnotationRecord } from '@marginalia/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { documentViewerModule, warmDocumentViewer } from '../../documents/documentViewerModule';
import { useT } from '../../hooks/useT';
import { useLazyModule } from '../../lazy/useLazyModule';
import { SplitPane } from '../../primitives/SplitPane';
import { useMarginalia } from '../../provider/MarginaliaProvider';
import { useAnnotationView } from '../view/AnnotationViewContext';

function LazyDocumentViewer({ target, searchText }: { target: NonNullable<ReturnType<typeof recordDocument>>; searchText: string }) {
  const t = useT();
  const DocumentViewer = useLazyModule(documentViewerModule);
  if (!DocumentViewer) {
    return (
      <p className="mg-status" role="status">
        {t('annotation.loading')}
      </p>
    );
  }
  return <DocumentViewer target={target} searchTerm={searchText} />;
}

export interface RecordWithDocumentProps {
  record: AnnotationRecord | null;
  main: ReactNode;
  searchText: string;
}

/**
 * The record side of the annotation page: when the record's metadata names a document (pmid or doc_id), the
 * document viewer shows beside it, in a resizable split remembered (per dataset) like the other panels. The viewer's code,
 * pdf.js and the document are asked for at once, so the first page does not wait for them one after the other.
 *
 * @example
 * <RecordWithDocument record={record} main={<FocusView … />} searchText="" />
 */
export function RecordWithDocument({ record, main, searchText }: RecordWithDocumentProps) {
  const t = useT();
  const { client } = useMarginalia();
  const { storage, datasetId } = useAnnotationView();
  const metadata = record?.metadata;
  const target = useMemo(() => recordDocument(metadata), [metadata]);
  useEffect(() => {
    if (!target) return;
    warmDocumentViewer();
    prefetchRecordDocument(client, target);
  }, [client, target]);
  if (!target) return main;
  return (
    <SplitPane
      orientation="horizontal"
      storage={storage}
      storageKey={annotationPaneKey(datasetId, 'document')}
      defaultSize={50}
      label={t('annotation.panels.resizeDocument')}
      first={main}
      second={<LazyDocumentViewer target={target} searchText={searchText} />}
    />
  );
}

import { recordDocument, type AnnotationRecord } from '@marginalia/core';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../hooks/useT';
import { lazyModule } from '../../lazy/lazyModule';
import { useLazyModule } from '../../lazy/useLazyModule';
import { SplitPane } from '../layout/SplitPane';

/** The document viewer in its own chunk (pdf.js in another, loaded by the viewer): pages without documents skip both. */
export const documentViewerModule = lazyModule(() =>
  import('../../documents/DocumentViewer').then((module) => module.DocumentViewer),
);

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
 * document viewer shows beside it, in a resizable split remembered like the other panels.
 *
 * @example
 * <RecordWithDocument record={record} main={<FocusView … />} searchText="" />
 */
export function RecordWithDocument({ record, main, searchText }: RecordWithDocumentProps) {
  const t = useT();
  const metadata = record?.metadata;
  const target = useMemo(() => recordDocument(metadata), [metadata]);
  if (!target) return main;
  return (
    <SplitPane
      orientation="horizontal"
      storageKey="marginalia.panels.document"
      defaultSize={50}
      label={t('annotation.panels.resizeDocument')}
      first={main}
      second={<LazyDocumentViewer target={target} searchText={searchText} />}
    />
  );
}

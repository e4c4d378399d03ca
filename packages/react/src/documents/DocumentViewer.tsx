import {
  documentFileUrl,
  segmentOutline,
  type DocumentSession,
  type DocumentState,
  type DocumentViewerState,
  type Marginalia,
  type RecordDocument,
} from '@marginalia/core';
import { useEffect, useMemo, useRef } from 'react';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';
import { DocumentContent } from './DocumentContent';
import { DocumentHeader } from './DocumentHeader';
import { documentTexts } from './documentTexts';
import { documentViewerCss } from './documentViewerCss';
import { createPdfjsRenderer } from './pdfjsRenderer';
import type { PdfRenderer } from './PdfRenderer';
import { useDocumentSession } from './useDocumentSession';
import { useNextPdfMatch } from './useNextPdfMatch';
import { useOpenedPdf } from './useOpenedPdf';

export interface DocumentViewerProps {
  /** The document to show, e.g. `recordDocument(record.metadata)`; null shows nothing. */
  target: RecordDocument | null;
  /** A session made by the host; one is made for the viewer otherwise. */
  session?: DocumentSession;
  sdk?: Marginalia;
  /** The workspace (by name) segments are asked in; read from the document when not given. */
  workspaceName?: string | null;
  /** The API's base URL when it is on another origin (an embed): the PDF's path is resolved against it. */
  apiBaseUrl?: string;
  /** Reads and writes the page in the URL hash `#page_number.{n}` (default true). */
  syncUrlHash?: boolean;
  /** Search words to highlight at first (e.g. the annotation search). */
  searchTerm?: string;
  /** Draws PDFs; pdf.js unless given. */
  renderer?: PdfRenderer;
}

const defaultRenderer = createPdfjsRenderer();

/**
 * A PDF beside a record (spec 2 §2): file name and page, default scale 1.50, the page from and back into the
 * URL hash `page_number.{n}`, zoom, page navigation, a text layer with the search words highlighted, the
 * document's segments as an outline that jumps to their page and heading, and virtualised pages. It folds away
 * on desktop and mobile. Fetch failures show the spec's messages.
 *
 * @example
 * <DocumentViewer target={recordDocument(record.metadata)} searchTerm={searchText} />
 */
export function DocumentViewer({ session: explicit, target, ...options }: DocumentViewerProps) {
  const own = useDocumentSession(explicit ? { ...options, syncUrlHash: false } : options);
  const session = explicit ?? own;
  return <DocumentViewerView session={session} target={target} {...options} />;
}

const pickDocument = (s: DocumentState) => ({
  status: s.status,
  document: s.document,
  segments: s.segments,
  outline: s.outline,
  error: s.error,
});
const pickViewer = (s: DocumentViewerState) => ({
  page: s.page,
  pageCount: s.pageCount,
  collapsed: s.collapsed,
  outlineOpen: s.outlineOpen,
});

function targetKey(target: RecordDocument | null): string {
  if (!target) return '';
  const id = target.lookup.by === 'pmid' ? `pmid:${target.lookup.pmid}` : `id:${target.lookup.id}`;
  return `${id}|${target.reference ?? ''}|${target.pageNumber ?? ''}`;
}

function DocumentViewerView({
  session,
  target,
  apiBaseUrl,
  sdk,
  renderer = defaultRenderer,
}: DocumentViewerProps & { session: DocumentSession }) {
  const marginalia = useMarginalia(sdk);
  const t = useT(documentTexts);
  const styleRef = useScopedStyles<HTMLElement>('mg-document', documentViewerCss);
  const doc = useStoreSelector(session.document, pickDocument, shallowEqual);
  const view = useStoreSelector(session.viewer, pickViewer, shallowEqual);
  // The target is a new object on every render; its key says when another document is asked for.
  const key = targetKey(target);
  const latestTarget = useRef(target);
  latestTarget.current = target;
  useEffect(() => void session.show(latestTarget.current), [session, key]);

  const hasTarget = target !== null;
  useEffect(() => {
    if (hasTarget) renderer.warm?.();
  }, [renderer, hasTarget]);

  const url = doc.document?.url ? documentFileUrl(doc.document.url, apiBaseUrl) : null;
  const { pdf, failed } = useOpenedPdf(renderer, url, marginalia);
  useEffect(() => {
    if (pdf) session.viewer.getState().setPageCount(pdf.pageCount);
  }, [pdf, session]);
  const outline = useMemo(() => segmentOutline(doc.segments), [doc.segments]);
  const nextMatch = useNextPdfMatch(pdf, session.viewer);

  // The PDF shows while the outline is still loading.
  const loading = (doc.status === 'loading' && !pdf) || (url !== null && !pdf && !failed);
  return (
    <section
      ref={styleRef}
      className="mg-root mg-document"
      part="document-viewer"
      aria-label={t('viewer.label')}
      aria-busy={loading}
      data-collapsed={view.collapsed}
    >
      <DocumentHeader
        fileName={doc.document?.file_name}
        page={view.page}
        pageCount={view.pageCount}
        collapsed={view.collapsed}
        onToggleCollapsed={session.viewer.getState().toggleCollapsed}
        t={t}
      />
      {doc.error && (
        <p className="mg-alert" role="alert">
          {translateMessage(t, doc.error)}
        </p>
      )}
      {failed && (
        <p className="mg-alert" role="alert">
          {t('error.open')}
        </p>
      )}
      {!view.collapsed && loading && (
        <p className="mg-status" role="status">
          {t('viewer.loading')}
        </p>
      )}
      {!view.collapsed && pdf && (
        <DocumentContent
          pdf={pdf}
          url={url}
          viewer={session.viewer}
          outline={outline}
          outlineStatus={doc.outline}
          outlineOpen={view.outlineOpen}
          page={view.page}
          onNextMatch={nextMatch}
          t={t}
        />
      )}
    </section>
  );
}

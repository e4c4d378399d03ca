import {
  goToOutlineEntry,
  unsignedFileUrl,
  type DocumentViewerStore,
  type OutlineEntry,
  type OutlineStatus,
} from '@marginalia/core';
import type { Translate } from '../hooks/useT';
import { DocumentOutline } from './DocumentOutline';
import { DocumentToolbar } from './DocumentToolbar';
import { PdfPages } from './PdfPages';
import type { OpenedPdf } from './PdfRenderer';

export interface DocumentContentProps {
  pdf: OpenedPdf;
  /** The PDF's URL (its unsigned form keys the pages, so a new file starts afresh). */
  url: string | null;
  viewer: DocumentViewerStore;
  outline: readonly OutlineEntry[];
  outlineStatus: OutlineStatus;
  outlineOpen: boolean;
  page: number;
  /** Goes to the next page matching the search; answers whether one was found. */
  onNextMatch(): Promise<boolean>;
  t: Translate;
}

/** An opened PDF: the toolbar, the outline when open, and the pages. */
export function DocumentContent({
  pdf,
  url,
  viewer,
  outline,
  outlineOpen,
  t,
  ...props
}: DocumentContentProps) {
  return (
    <>
      <DocumentToolbar viewer={viewer} onNextMatch={props.onNextMatch} t={t} />
      <div className={`mg-document__content${outlineOpen ? '' : ' mg-document__content--no-outline'}`}>
        {outlineOpen && (
          <DocumentOutline
            entries={outline}
            status={props.outlineStatus}
            page={props.page}
            onJump={(entry) => void goToOutlineEntry(viewer, entry, (n) => pdf.pageItems(n))}
            t={t}
          />
        )}
        <PdfPages
          key={unsignedFileUrl(url ?? '')}
          pdf={pdf}
          viewer={viewer}
          pageLabel={(page) => t('viewer.page', { page })}
          listLabel={t('viewer.pages')}
        />
      </div>
    </>
  );
}

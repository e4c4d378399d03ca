import { VIEWER_SCALE, type DocumentViewerState } from '@marginalia/core';
import type { Translate } from '../hooks/useT';
import { DocumentToolButton } from './DocumentToolButton';

export interface DocumentZoomProps {
  percent: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** The viewer store's intents. */
  actions: DocumentViewerState;
  t: Translate;
}

/** The document viewer's zoom: out, the percentage (which resets it) and in. */
export function DocumentZoom({ percent, canZoomIn, canZoomOut, actions, t }: DocumentZoomProps) {
  return (
    <div className="mg-document__zoom">
      <DocumentToolButton label={t('viewer.zoomOut')} disabled={!canZoomOut} onClick={actions.zoomOut}>
        −
      </DocumentToolButton>
      <button
        type="button"
        className="mg-button mg-button--ghost mg-document__tool mg-document__zoom-value"
        // The visible percentage starts the name, so speech input can say what it sees (WCAG 2.5.3).
        aria-label={`${t('viewer.zoom', { percent })}, ${t('viewer.resetZoom', { percent: Math.round(VIEWER_SCALE.default * 100) })}`}
        onClick={actions.resetZoom}
      >
        {t('viewer.zoom', { percent })}
      </button>
      <DocumentToolButton label={t('viewer.zoomIn')} disabled={!canZoomIn} onClick={actions.zoomIn}>
        +
      </DocumentToolButton>
    </div>
  );
}

import type { OutlineEntry, OutlineStatus } from '@marginalia/core';
import type { Translate } from '../hooks/useT';

export interface DocumentOutlineProps {
  entries: readonly OutlineEntry[];
  /** Where the outline stands (the document store's `outline`): says when it is still read or prepared. */
  status?: OutlineStatus;
  /** The page in view: its entries are marked current. */
  page: number;
  /** An entry was chosen: the viewer goes to its page and its heading there. */
  onJump(entry: OutlineEntry): void;
  t: Translate;
}

const KNOWN_TYPES = new Set(['text', 'table', 'figure']);

/**
 * The document's sections, tables and figures (its segments) in page order; choosing one goes to its page and
 * its heading there.
 * While the server still prepares them it says so (the entries fill in when they arrive).
 *
 * @example
 * <DocumentOutline entries={segmentOutline(segments)} page={1} onJump={(entry) => goToOutlineEntry(viewer, entry, pdf.pageItems)} t={t} />
 */
export function DocumentOutline({ entries, status = 'ready', page, onJump, t }: DocumentOutlineProps) {
  const currentPage = entries.filter((entry) => entry.pageNumber <= page).at(-1)?.pageNumber;
  const pending = status === 'loading' || status === 'preparing';
  return (
    <nav className="mg-document__outline" aria-label={t('outline.label')} aria-busy={pending}>
      {pending && (
        <p className="mg-document__outline-empty" role="status">
          {t(status === 'preparing' ? 'outline.preparing' : 'outline.loading')}
        </p>
      )}
      {status === 'failed' && entries.length === 0 && <p className="mg-document__outline-empty">{t('outline.failed')}</p>}
      {entries.length === 0 ? (
        !pending && status !== 'failed' && <p className="mg-document__outline-empty">{t('outline.empty')}</p>
      ) : (
        <ol>
          {entries.map((entry) => {
            const kind = entry.type && KNOWN_TYPES.has(entry.type) ? entry.type : 'other';
            return (
              <li key={entry.key} className={`mg-document__outline-entry mg-document__outline-entry--${kind}`}>
                <button
                  type="button"
                  aria-current={entry.pageNumber === currentPage ? 'location' : undefined}
                  onClick={() => onJump(entry)}
                >
                  <span className="mg-document__outline-title">{entry.title ?? t(`outline.type.${kind}`)}</span>
                  <span className="mg-document__outline-page">{t('outline.page', { page: entry.pageNumber })}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}

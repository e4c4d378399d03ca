import type { Translate } from '../hooks/useT';

export interface DocumentHeaderProps {
  /** The document's file name, if known. */
  fileName: string | null | undefined;
  page: number;
  pageCount: number;
  collapsed: boolean;
  onToggleCollapsed(): void;
  t: Translate;
}

/** The document viewer's header: the file name, the page in view and the button that folds the viewer away. */
export function DocumentHeader({
  fileName,
  page,
  pageCount,
  collapsed,
  onToggleCollapsed,
  t,
}: DocumentHeaderProps) {
  return (
    <header className="mg-document__header">
      <h2 className="mg-document__title" title={fileName ?? undefined}>
        {fileName ?? t('viewer.untitled')}
      </h2>
      {pageCount > 0 && (
        <span className="mg-document__position" aria-live="polite">
          {t('viewer.pageOf', { page, count: pageCount })}
        </span>
      )}
      <button
        type="button"
        className="mg-button mg-button--ghost"
        aria-expanded={!collapsed}
        onClick={onToggleCollapsed}
      >
        {collapsed ? t('viewer.show') : t('viewer.hide')}
      </button>
    </header>
  );
}

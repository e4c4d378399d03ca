import type { PageMode } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';

export interface PaginationProps {
  mode?: PageMode;
  /** 1-based position of the first record shown. */
  page: number;
  /** Records per page in bulk mode. */
  pageSize?: number;
  total: number;
  /** False while the total is counted after the first record (focus mode shows "3 of …"). */
  totalKnown?: boolean;
  /** From the core (`canGoPrevious` / `canGoNext`); defaults follow focus mode's one record per page. */
  canGoPrevious?: boolean;
  canGoNext?: boolean;
  disabled: boolean;
  onPrevious(): void;
  onNext(): void;
  /** Shortcut hints for the buttons' tooltips, e.g. "Ctrl+←". */
  shortcutHints?: { previous: string; next: string };
}

/**
 * Paging of the record list: "3 of 120" in focus mode ("3 of …" while the total is counted), "11–20 of 120" in bulk mode, with Previous and Next
 * enabled as the core says (Ctrl/Cmd+←/→ do the same). On a phone the buttons show arrows, their words kept for
 * screen readers, so the paging shares a row with the mode toggle.
 *
 * @example
 * <Pagination page={3} total={120} canGoPrevious canGoNext disabled={false} onPrevious={prev} onNext={next} />
 */
export function Pagination({
  mode = 'focus',
  page,
  pageSize = 1,
  total,
  totalKnown = true,
  canGoPrevious = page > 1,
  canGoNext = page < total,
  disabled,
  onPrevious,
  onNext,
  shortcutHints,
}: PaginationProps) {
  const t = useT();
  const position =
    mode === 'bulk'
      ? t('annotation.range', { from: Math.min(page, total), to: Math.min(page + pageSize - 1, total), total })
      : totalKnown
        ? t('annotation.position', { page, total })
        : t('annotation.positionCounting', { page });
  return (
    <nav className="mg-pagination" aria-label={t('annotation.pagination')}>
      <button
        type="button"
        className="mg-button mg-button--quiet"
        disabled={disabled || !canGoPrevious}
        onClick={onPrevious}
        title={shortcutHints?.previous}
      >
        <Icon name="arrowLeft" />
        <span className="mg-pagination__word">{t('annotation.previous')}</span>
      </button>
      <span className="mg-pagination__position" aria-live="polite">
        {position}
      </span>
      <button
        type="button"
        className="mg-button mg-button--quiet"
        disabled={disabled || !canGoNext}
        onClick={onNext}
        title={shortcutHints?.next}
      >
        <span className="mg-pagination__word">{t('annotation.next')}</span>
        <Icon name="arrowRight" />
      </button>
    </nav>
  );
}

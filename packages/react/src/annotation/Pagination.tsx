import { useT } from '../hooks/useT';

export interface PaginationProps {
  page: number;
  total: number;
  disabled: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Focus-mode paging: one record per page; Previous is off on the first page, Next on the last. */
export function Pagination({ page, total, disabled, onPrevious, onNext }: PaginationProps) {
  const t = useT();
  return (
    <nav className="mg-pagination" aria-label={t('annotation.pagination')}>
      <button type="button" className="mg-button" disabled={disabled || page <= 1} onClick={onPrevious}>
        {t('annotation.previous')}
      </button>
      <span className="mg-pagination__position" aria-live="polite">
        {t('annotation.position', { page, total })}
      </span>
      <button type="button" className="mg-button" disabled={disabled || page >= total} onClick={onNext}>
        {t('annotation.next')}
      </button>
    </nav>
  );
}

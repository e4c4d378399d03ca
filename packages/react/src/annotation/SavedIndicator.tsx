import type { DraftSaveStatus, RelativeTime } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';

export interface SavedIndicatorProps {
  /** 'saving' while a draft is saved, 'saved' after. */
  status: DraftSaveStatus;
  /** When the draft was saved, relative to now (the core refreshes it every 10 s); null says nothing. */
  savedAgo: RelativeTime | null;
}

/**
 * 'Saving...' while a draft is saved, then 'Saved' with the core's relative time ("Saved 20 seconds ago").
 *
 * @example
 * <SavedIndicator status={state.draftSaveStatus} savedAgo={state.savedAgo} />
 */
export function SavedIndicator({ status, savedAgo }: SavedIndicatorProps) {
  const t = useT();
  const { i18n } = useMarginaliaContext();
  let text = '';
  if (status === 'saving') text = t('annotation.saving');
  else if (savedAgo) {
    const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(
      savedAgo.value,
      savedAgo.unit,
    );
    text = t('annotation.saved', { relative });
  }
  return (
    <span className="mg-saved mg-muted" role="status">
      {text}
    </span>
  );
}

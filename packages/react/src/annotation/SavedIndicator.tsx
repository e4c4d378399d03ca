import { useEffect, useState } from 'react';
import { useT } from '../hooks/useT';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';

/** The relative "saved … ago" text refreshes this often (spec 1 §4). */
const REFRESH_MS = 10_000;

export interface SavedIndicatorProps {
  saving: boolean;
  /** When the draft was last saved (epoch ms), or null when there is nothing to say. */
  lastSavedAt: number | null;
}

/** 'Saving...' while a draft is saved, then 'Saved' with a relative time. */
export function SavedIndicator({ saving, lastSavedAt }: SavedIndicatorProps) {
  const t = useT();
  const { i18n } = useMarginaliaContext();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (lastSavedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [lastSavedAt]);

  if (saving)
    return (
      <span className="mg-saved mg-muted" role="status">
        {t('annotation.saving')}
      </span>
    );
  if (lastSavedAt === null) return <span className="mg-saved" role="status" />;
  const seconds = Math.round((lastSavedAt - now) / 1000);
  const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const relative =
    Math.abs(seconds) < 60
      ? format.format(seconds, 'second')
      : format.format(Math.round(seconds / 60), 'minute');
  return (
    <span className="mg-saved mg-muted" role="status">
      {t('annotation.saved', { relative })}
    </span>
  );
}

import type { DatasetProgress } from '@marginalia/core';
import { useFormatters } from '../hooks/useFormatters';
import { useT } from '../hooks/useT';
import { UserBadges } from './UserBadges';

export interface DatasetCardProgressProps {
  /** The dataset's team progress, or undefined while it loads. */
  progress: DatasetProgress | undefined;
}

/** A dataset card's progress: the bar, the percentage and total, and the user badges ('loading' until read). */
export function DatasetCardProgress({ progress }: DatasetCardProgressProps) {
  const t = useT();
  const format = useFormatters();
  if (!progress) {
    return (
      <p className="mg-muted" aria-busy="true">
        {t('datasets.progressLoading')}
      </p>
    );
  }
  return (
    <div className="mg-dataset-card__progress">
      <div
        className="mg-progress-bar"
        role="progressbar"
        aria-label={t('datasets.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(progress.percentCompleted)}
        aria-valuetext={format.percent(progress.percentCompleted)}
      >
        <span style={{ width: `${Number(progress.percentCompleted)}%` }} />
      </div>
      <p>
        {t('datasets.progress', { percent: format.percent(progress.percentCompleted) })}
        {' · '}
        {t('datasets.records', { records: format.number(progress.total) })}
      </p>
      <UserBadges usernames={progress.users} />
    </div>
  );
}

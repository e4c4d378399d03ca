import type { Metrics } from '@marginalia/core';
import { useT } from '../hooks/useT';

export interface ProgressPanelProps {
  metrics: Metrics | null;
}

const STATUSES = ['submitted', 'discarded', 'draft', 'pending'] as const;

/** The caller's progress on the dataset: submitted, discarded, draft and pending counts. */
export function ProgressPanel({ metrics }: ProgressPanelProps) {
  const t = useT();
  return (
    <section className="mg-progress" aria-label={t('annotation.progressTitle')}>
      <h2 className="mg-progress__title">{t('annotation.progressTitle')}</h2>
      {metrics ? (
        <>
          <div className="mg-progress__bar" aria-hidden="true">
            {STATUSES.map((status) => (
              <span
                key={status}
                className={`mg-progress__segment mg-progress__segment--${status}`}
                style={{ flexGrow: metrics[status] }}
              />
            ))}
          </div>
          <dl className="mg-progress__counts">
            {STATUSES.map((status) => (
              <div key={status} className="mg-progress__count">
                <dt>{t(`annotation.status.${status}`)}</dt>
                <dd data-testid={`metrics-${status}`}>{metrics[status]}</dd>
              </div>
            ))}
          </dl>
          <p className="mg-muted">
            {t('annotation.progressSummary', { responded: metrics.responded, total: metrics.total })}
          </p>
        </>
      ) : (
        <p className="mg-muted" aria-busy="true">
          {t('annotation.progressLoading')}
        </p>
      )}
    </section>
  );
}

import type { DatasetProgress, Metrics } from '@marginalia/core';
import { useFormatters } from '../hooks/useFormatters';
import { useT } from '../hooks/useT';

export interface ProgressPanelProps {
  /** The caller's progress (`GET /me/datasets/{id}/metrics`); null while loading. */
  metrics: Metrics | null;
  /** The team's progress (`GET /datasets/{id}/progress`); the team part is left out while it is null. */
  team?: DatasetProgress | null;
}

const STATUSES = ['submitted', 'discarded', 'draft', 'pending'] as const;

/**
 * The annotation-progress panel: my progress (a bar and the submitted, discarded, draft and pending counts) and
 * the team's (records completed by the task distribution, out of all).
 *
 * @example
 * <ProgressPanel metrics={state.metrics} team={progress} />
 */
export function ProgressPanel({ metrics, team = null }: ProgressPanelProps) {
  const t = useT();
  const format = useFormatters();
  return (
    <section className="mg-progress" part="progress" aria-label={t('annotation.progressTitle')}>
      <h2 className="mg-progress__title">{t('annotation.progressTitle')}</h2>
      {metrics ? (
        <>
          <div
            className="mg-progress__bar"
            role="progressbar"
            aria-label={t('annotation.progressTitle')}
            aria-valuemin={0}
            aria-valuemax={metrics.total}
            aria-valuenow={metrics.responded}
          >
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
                <dt>
                  <span className={`mg-progress__dot mg-progress__segment--${status}`} aria-hidden="true" />
                  {t(`annotation.status.${status}`)}
                </dt>
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
      {team && (
        <div className="mg-progress__team">
          <h3 className="mg-progress__subtitle">{t('annotation.teamProgress')}</h3>
          <div
            className="mg-progress__bar"
            role="progressbar"
            aria-label={t('annotation.teamProgress')}
            aria-valuemin={0}
            aria-valuemax={team.total}
            aria-valuenow={team.completed}
          >
            <span className="mg-progress__segment mg-progress__segment--submitted" style={{ flexGrow: team.completed }} />
            <span className="mg-progress__segment mg-progress__segment--pending" style={{ flexGrow: team.pending }} />
          </div>
          <p className="mg-muted" data-testid="team-progress">
            {t('annotation.teamProgressSummary', {
              completed: team.completed,
              total: team.total,
              percent: format.percent(team.percentCompleted),
            })}
          </p>
        </div>
      )}
    </section>
  );
}

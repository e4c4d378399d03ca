import type { DatasetProgress, Metrics, ReviewProgress } from '@marginalia/core';
import { useFormatters } from '../hooks/useFormatters';
import { useT } from '../hooks/useT';

export interface ProgressPanelProps {
  /** The caller's progress (`GET /me/datasets/{id}/metrics`); null while loading. */
  metrics: Metrics | null;
  /** The team's progress (`GET /datasets/{id}/progress`); the team part is left out while it is null. */
  team?: DatasetProgress | null;
  /** The review counts (`GET /datasets/{id}/review/summary`); left out while null. */
  review?: ReviewProgress | null;
}

const REVIEW_COUNTS = ['reviewed', 'accepted', 'rejected'] as const;

const STATUSES = ['submitted', 'discarded', 'draft', 'pending'] as const;

type Status = (typeof STATUSES)[number];

interface StatusBarProps {
  label: string;
  max: number;
  now: number;
  /** Each status's share of the bar, in order. */
  segments: (readonly [Status, number])[];
}

/** A progress bar of one segment a status, each as wide as its count. */
function StatusBar({ label, max, now, segments }: StatusBarProps) {
  return (
    <div
      className="mg-progress__bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
    >
      {segments.map(([status, count]) => (
        <span
          key={status}
          className={`mg-progress__segment mg-progress__segment--${status}`}
          style={{ flexGrow: count }}
        />
      ))}
    </div>
  );
}

/**
 * The annotation-progress panel: my progress (a bar and the submitted, discarded, draft and pending counts) and
 * the team's (records completed by the task distribution, out of all), and the review's (records reviewed,
 * accepted and sent back).
 *
 * @example
 * <ProgressPanel metrics={state.metrics} team={progress} review={toReviewProgress(summary)} />
 */
export function ProgressPanel({ metrics, team = null, review = null }: ProgressPanelProps) {
  const t = useT();
  const format = useFormatters();
  return (
    <section className="mg-progress" part="progress" aria-label={t('annotation.progressTitle')}>
      <h2 className="mg-progress__title">{t('annotation.progressTitle')}</h2>
      {metrics ? (
        <>
          <StatusBar
            label={t('annotation.progressTitle')}
            max={metrics.total}
            now={metrics.responded}
            segments={STATUSES.map((status) => [status, metrics[status]] as const)}
          />
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
          <StatusBar
            label={t('annotation.teamProgress')}
            max={team.total}
            now={team.completed}
            segments={[
              ['submitted', team.completed],
              ['pending', team.pending],
            ]}
          />
          <p className="mg-muted" data-testid="team-progress">
            {t('annotation.teamProgressSummary', {
              completed: team.completed,
              total: team.total,
              percent: format.percent(team.percentCompleted),
            })}
          </p>
        </div>
      )}
      {review && <ReviewCounts review={review} />}
    </section>
  );
}

/** The review's counts: reviewed (accepted or sent back), accepted, sent back. */
function ReviewCounts({ review }: { review: ReviewProgress }) {
  const t = useT();
  return (
    <div className="mg-progress__review">
      <h3 className="mg-progress__subtitle">{t('annotation.reviewProgress')}</h3>
      <dl className="mg-progress__counts">
        {REVIEW_COUNTS.map((count) => (
          <div key={count} className="mg-progress__count">
            <dt>{t(`annotation.reviewCounts.${count}`)}</dt>
            <dd data-testid={`review-${count}`}>{review[count]}</dd>
          </div>
        ))}
      </dl>
      <p className="mg-muted">
        {t('annotation.reviewSummary', { reviewed: review.reviewed, reviewable: review.reviewable })}
      </p>
    </div>
  );
}

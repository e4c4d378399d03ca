import { datasetCardFacts, textDirection, type DatasetOverview } from '@marginalia/core';
import { useFormatters } from '../hooks/useFormatters';
import { translateMessage, useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';
import { UserBadges } from './UserBadges';

export interface DatasetCardOverviewProps {
  /** The dataset's overview, or undefined while it loads. */
  overview: DatasetOverview | undefined;
}

/**
 * What a dataset card shows under its name: the first question and the field and question type chips, then at
 * the card's foot the team progress bar, the caller's pending records, the percentage and total and the user
 * badges. Each line keeps its height while the overview loads, so every card has the same height.
 */
export function DatasetCardOverview({ overview }: DatasetCardOverviewProps) {
  const t = useT(homeTexts);
  const format = useFormatters();
  if (!overview) {
    return (
      <div className="mg-dataset-card__overview" aria-busy="true">
        <span className="mg-visually-hidden">{t('datasets.progressLoading')}</span>
        <span className="mg-skeleton mg-dataset-card__placeholder" />
        <span className="mg-skeleton mg-dataset-card__placeholder mg-dataset-card__placeholder--short" />
        <span className="mg-skeleton mg-dataset-card__placeholder mg-dataset-card__placeholder--foot" />
      </div>
    );
  }
  const facts = datasetCardFacts(overview);
  const { progress } = overview;
  return (
    <div className="mg-dataset-card__overview">
      {facts.question !== null && (
        <p className="mg-dataset-card__question">
          <span className="mg-dataset-card__question-title" dir={textDirection(facts.question)}>
            {facts.question}
          </span>
          {facts.moreQuestions > 0 && (
            <span className="mg-muted">{t('datasets.moreQuestions', { more: facts.moreQuestions })}</span>
          )}
        </p>
      )}
      <ul className="mg-dataset-card__chips" aria-label={t('datasets.typesLabel')}>
        {facts.chips.map((chip) => (
          <li key={`${chip.kind}-${chip.type}`} className={`mg-chip mg-chip--${chip.kind}`}>
            {translateMessage(t, chip.name)}
          </li>
        ))}
        {facts.moreChips > 0 && <li className="mg-chip">{t('datasets.moreTypes', { more: facts.moreChips })}</li>}
      </ul>
      <div className="mg-dataset-card__foot">
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
        <div className="mg-dataset-card__figures">
          <p className="mg-dataset-card__pending">
            {overview.pendingForMe > 0
              ? t('datasets.pendingForYou', { count: overview.pendingForMe, pending: format.number(overview.pendingForMe) })
              : t('datasets.nothingPendingForYou')}
          </p>
          <UserBadges usernames={progress.users} />
          <p className="mg-dataset-card__totals mg-muted">
            {t('datasets.progress', { percent: format.percent(progress.percentCompleted) })}
            {' · '}
            {t('datasets.records', { records: format.number(progress.total) })}
          </p>
        </div>
      </div>
    </div>
  );
}

import { useFormatters } from '../../hooks/useFormatters';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { useAnnotationView } from '../view/AnnotationViewContext';

/**
 * My progress on one line (e.g. "12 / 340 · 3.53%") with a thin bar, in the header of the progress and activity
 * panels, so it shows while they are collapsed; the full panel (every count) is one press away.
 *
 * @example
 * <ProgressSummary />
 */
export function ProgressSummary() {
  const t = useT();
  const format = useFormatters();
  const { store } = useAnnotationView();
  const metrics = useStoreSelector(store, (s) => s.metrics);
  if (!metrics) return <span />;
  const percent = metrics.percentages.responded;
  return (
    <span
      className="mg-progress-summary"
      title={t('annotation.progressSummary', { responded: metrics.responded, total: metrics.total })}
    >
      <span className="mg-progress-summary__text">
        {t('annotation.panels.summary', {
          responded: metrics.responded,
          total: metrics.total,
          percent: format.percent(percent),
        })}
      </span>
      <span className="mg-progress-summary__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

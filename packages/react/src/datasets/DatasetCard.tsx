import { useEffect, useRef, type MouseEvent } from 'react';
import type { DatasetProgress, DatasetSummary } from '@marginalia/core';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useInView } from '../hooks/useInView';
import { useT } from '../hooks/useT';

export interface DatasetCardProps {
  dataset: DatasetSummary;
  progress: DatasetProgress | undefined;
  /** Asks for this card's progress; called once the card scrolls into view. */
  onVisible(id: string): void;
}

/** The annotation page of a dataset, as an app path. */
export function annotationPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/annotation-mode`;
}

/** One dataset: its name as a link to annotation, workspace, and progress loaded when visible. */
export function DatasetCard({ dataset, progress, onVisible }: DatasetCardProps) {
  const t = useT();
  const navigation = useNavigation();
  const ref = useRef<HTMLLIElement>(null);
  const inView = useInView(ref);
  const path = annotationPath(dataset.id);

  useEffect(() => {
    if (inView) onVisible(dataset.id);
  }, [inView, onVisible, dataset.id]);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    // Let modified clicks open a new tab as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(path);
  }

  const titleId = `mg-dataset-${dataset.id}`;
  return (
    <li ref={ref} className="mg-dataset-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="mg-dataset-card__name">
        <a className="mg-link" href={navigation.href(path)} onClick={open}>
          {dataset.name}
        </a>
      </h2>
      <p className="mg-dataset-card__workspace mg-muted">{dataset.workspaceName}</p>
      {progress ? (
        <div className="mg-dataset-card__progress">
          <div
            className="mg-progress-bar"
            role="progressbar"
            aria-label={t('datasets.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Number(progress.percentCompleted)}
          >
            <span style={{ width: `${Number(progress.percentCompleted)}%` }} />
          </div>
          <p className="mg-muted">
            {t('datasets.progress', { percent: progress.percentCompleted, total: progress.total })}
          </p>
        </div>
      ) : (
        <p className="mg-muted" aria-busy="true">
          {t('datasets.progressLoading')}
        </p>
      )}
    </li>
  );
}

import { useEffect, useRef, type MouseEvent } from 'react';
import { textDirection, type DatasetOverview, type DatasetSummary } from '@marginalia/core';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useFormatters } from '../hooks/useFormatters';
import { useInView } from '../hooks/useInView';
import { useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';
import { isModifiedClick } from '../layout/Breadcrumbs';
import { Icon } from '../styles/Icon';
import { CopyLinkButton } from './CopyLinkButton';
import { DatasetCardOverview } from './DatasetCardOverview';
import { absoluteUrl, annotationPath, datasetSettingsPath } from './datasetPaths';

export interface DatasetCardProps {
  dataset: DatasetSummary;
  overview: DatasetOverview | undefined;
  /** Asks for this card's overview; called once the card scrolls into view. */
  onVisible(id: string): void;
  /** Position in the whole (virtualised) list, from 1. */
  position: number;
  setSize: number;
}

/**
 * One dataset: its name (a link to annotation), workspace and last activity, a copy-link button and a settings
 * button, and its overview loaded when visible (first question, type chips, my pending, team progress, users).
 */
export function DatasetCard({ dataset, overview, onVisible, position, setSize }: DatasetCardProps) {
  const t = useT(homeTexts);
  const format = useFormatters();
  const navigation = useNavigation();
  const ref = useRef<HTMLLIElement>(null);
  const inView = useInView(ref);
  const path = annotationPath(dataset.id);

  useEffect(() => {
    if (inView) onVisible(dataset.id);
  }, [inView, onVisible, dataset.id]);

  const go = (to: string) => (event: MouseEvent<HTMLElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigation.navigate(to);
  };

  const titleId = `mg-dataset-${dataset.id}`;
  return (
    <li
      ref={ref}
      className="mg-dataset-card"
      aria-labelledby={titleId}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <div className="mg-dataset-card__top">
        <h2 id={titleId} className="mg-dataset-card__name" dir={textDirection(dataset.name)}>
          <a className="mg-dataset-card__link" title={dataset.name} href={navigation.href(path)} onClick={go(path)}>
            {dataset.name}
          </a>
        </h2>
        <div className="mg-dataset-card__actions">
          <CopyLinkButton
            url={absoluteUrl(navigation.href(path))}
            label={t('datasets.copyLink', { name: dataset.name })}
          />
          <button
            type="button"
            className="mg-button mg-button--ghost mg-button--icon"
            aria-label={t('datasets.settings', { name: dataset.name })}
            title={t('datasets.settings', { name: dataset.name })}
            onClick={() => navigation.navigate(datasetSettingsPath(dataset.id))}
          >
            <Icon name="settings" />
          </button>
        </div>
      </div>
      <p className="mg-dataset-card__meta mg-muted">
        <span dir={textDirection(dataset.workspaceName)}>{dataset.workspaceName}</span>
        {dataset.lastActivityAt && (
          <span>{t('datasets.lastActivity', { relative: format.relative(dataset.lastActivityAt) })}</span>
        )}
      </p>
      <DatasetCardOverview overview={overview} />
    </li>
  );
}

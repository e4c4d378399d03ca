import type { MouseEvent } from 'react';
import type { ShareProgressParams } from '@marginalia/core';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useFormatters } from '../hooks/useFormatters';
import { useT } from '../hooks/useT';
import { isModifiedClick } from '../layout/Breadcrumbs';
import { annotationPath } from '../datasets/datasetPaths';
import { useScopedStyles } from '../styles/useScopedStyles';
import { shareCss } from './shareCss';

export interface ShareProgressPageProps {
  /** The page's query (user_name, records_submitted, team_progress, dataset_name, dataset_id), already read. */
  params: ShareProgressParams;
}

/**
 * The public face of a shared progress (`/share-your-progress`): who submitted how many records to which
 * dataset, and the team's progress. The image service renders this page into the preview image of a share.
 *
 * @example
 * <ShareProgressPage params={readShareProgressParams(new URLSearchParams(location.search))} />
 */
export function ShareProgressPage({ params }: ShareProgressPageProps) {
  const t = useT();
  const format = useFormatters();
  const navigation = useNavigation();
  const rootRef = useScopedStyles<HTMLElement>('mg-share', shareCss);
  const path = params.datasetId ? annotationPath(params.datasetId) : '/';
  return (
    <article ref={rootRef} className="mg-root mg-card mg-share-page">
      <h1 className="mg-share-page__title">{t('share.pageTitle', { user: params.userName, dataset: params.datasetName })}</h1>
      <dl className="mg-share-page__stats">
        <div>
          <dt>{t('share.recordsSubmitted')}</dt>
          <dd>{format.number(params.recordsSubmitted)}</dd>
        </div>
        <div>
          <dt>{t('share.teamProgress')}</dt>
          <dd>{format.percent(params.teamProgress)}</dd>
        </div>
      </dl>
      <a
        className="mg-button mg-button--primary"
        href={navigation.href(path)}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          navigation.navigate(path);
        }}
      >
        {t('share.contribute')}
      </a>
    </article>
  );
}

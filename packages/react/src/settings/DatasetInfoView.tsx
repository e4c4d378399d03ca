import { useId } from 'react';
import { selectGuidelinesOrNone, textDirection, type DatasetSettingsStore } from '@marginalia/core';
import { MarkdownContent } from '../annotation/fields/MarkdownContent';
import { useFormatters } from '../hooks/useFormatters';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { settingsTexts } from './settingsTexts';

/**
 * What annotators see of the settings (spec 2 §2): the dataset's info, its task distribution and the annotation
 * guidelines, read-only ('noAnnotationGuidelines' when there are none).
 *
 * @example
 * <DatasetInfoView store={session.store} />
 */
export function DatasetInfoView({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const formatters = useFormatters();
  const dataset = useStoreSelector(store, (s) => s.dataset);
  const guidelines = useStoreSelector(store, selectGuidelinesOrNone);
  const ids = { info: useId(), guidelines: useId() };
  if (!dataset) return null;
  return (
    <div className="mg-settings__panel">
      <section className="mg-card mg-settings__card" aria-labelledby={ids.info}>
        <h2 id={ids.info}>{t('info.title')}</h2>
        <dl className="mg-settings__facts">
          <div>
            <dt>{t('info.name')}</dt>
            <dd dir={textDirection(dataset.name)}>{dataset.name}</dd>
          </div>
          <div>
            <dt>{t('info.status')}</dt>
            <dd>{dataset.status}</dd>
          </div>
          {dataset.updatedAt && (
            <div>
              <dt>{t('info.updatedAt')}</dt>
              <dd>{formatters.relative(dataset.updatedAt)}</dd>
            </div>
          )}
          <div>
            <dt>{t('general.distribution')}</dt>
            <dd>{t('info.minSubmitted', { count: dataset.distribution.minSubmitted })}</dd>
          </div>
        </dl>
      </section>
      <section className="mg-card mg-settings__card" aria-labelledby={ids.guidelines}>
        <h2 id={ids.guidelines}>{t('info.guidelines')}</h2>
        {typeof guidelines === 'string' ? (
          <MarkdownContent markdown={guidelines} />
        ) : (
          <p className="mg-muted">{translateMessage(t, guidelines)}</p>
        )}
      </section>
    </div>
  );
}

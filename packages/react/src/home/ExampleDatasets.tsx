import { useId } from 'react';
import { EXAMPLE_DATASETS, hubImportPath } from '@marginalia/core';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useFormatters } from '../hooks/useFormatters';
import { useT } from '../hooks/useT';
import { homeTexts } from './homeTexts';
import { Icon } from '../styles/Icon';

/**
 * The example datasets of administrators and owners: repo id, task badge (icon and colour), tags and row count
 * in compact thousands; choosing one imports it.
 *
 * @example
 * <ExampleDatasets />
 */
export function ExampleDatasets() {
  const t = useT(homeTexts);
  const titleId = useId();
  const format = useFormatters();
  const navigation = useNavigation();
  return (
    <section className="mg-examples" aria-labelledby={titleId}>
      <h2 id={titleId} className="mg-sidebar__title">
        {t('home.examples.title')}
      </h2>
      <ul className="mg-examples__list">
        {EXAMPLE_DATASETS.map((example) => (
          <li key={example.repoId}>
            <button
              type="button"
              className="mg-example-card"
              style={{ borderLeftColor: example.color }}
              onClick={() => navigation.navigate(hubImportPath(example.repoId))}
            >
              {/* The hidden words lead the button's name, which still contains everything it shows (WCAG 2.5.3). */}
              <span className="mg-visually-hidden">{t('home.examples.import')}</span>{' '}
              <span className="mg-example-card__repo">{example.repoId}</span>
              <span className="mg-badge mg-example-card__task" style={{ borderColor: example.color }}>
                <span className="mg-example-card__icon" style={{ color: example.color }}>
                  <Icon name={example.icon} />
                </span>
                {t(`home.examples.tasks.${example.task}`)}
              </span>
              <span className="mg-example-card__tags">
                {example.tags.map((tag) => (
                  <span key={tag} className="mg-badge">
                    {t(`home.examples.tags.${tag}`)}
                  </span>
                ))}
              </span>
              <span className="mg-muted">{t('home.examples.rows', { rows: format.compact(example.rows) })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

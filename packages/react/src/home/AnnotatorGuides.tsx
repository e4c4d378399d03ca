import { useId } from 'react';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useT } from '../hooks/useT';
import { homeTexts } from './homeTexts';
import { Icon } from '../styles/Icon';

/**
 * The sidebar of annotators: guide links (opening in a new tab) and a demo link.
 *
 * @example
 * <AnnotatorGuides />
 */
export function AnnotatorGuides() {
  const t = useT(homeTexts);
  const titleId = useId();
  const { links } = useMarginaliaContext();
  const external = [
    { href: links.annotateGuide, label: t('home.guides.annotate') },
    { href: links.queryGuide, label: t('home.guides.query') },
  ];
  return (
    <section className="mg-guides" aria-labelledby={titleId}>
      <h2 id={titleId} className="mg-sidebar__title">
        {t('home.guides.title')}
      </h2>
      <ul className="mg-guides__list">
        {external.map((link) => (
          <li key={link.href}>
            <a className="mg-link" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <Icon name="external" />
              {' '}
              <span className="mg-visually-hidden">{t('common.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a className="mg-link" href={links.demo} target="_blank" rel="noopener noreferrer">
          {t('home.guides.demo')}
          <Icon name="external" />
          {' '}
          <span className="mg-visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      </p>
    </section>
  );
}

import { useT } from '../../hooks/useT';
import { MarkdownContent } from '../fields/MarkdownContent';

export interface GuidelinesPanelProps {
  /** The dataset's guidelines, in markdown; null when it has none. */
  guidelines: string | null;
}

/**
 * The dataset's annotation guidelines, rendered from markdown (sanitised).
 *
 * @example
 * <GuidelinesPanel guidelines={dataset.guidelines} />
 */
export function GuidelinesPanel({ guidelines }: GuidelinesPanelProps) {
  const t = useT();
  return (
    <section className="mg-guidelines" aria-label={t('annotation.guidelines.title')}>
      <h2 className="mg-guidelines__title">{t('annotation.guidelines.title')}</h2>
      {guidelines && guidelines.trim() !== '' ? (
        <MarkdownContent markdown={guidelines} className="mg-guidelines__content" />
      ) : (
        <p className="mg-muted">{t('annotation.guidelines.none')}</p>
      )}
    </section>
  );
}

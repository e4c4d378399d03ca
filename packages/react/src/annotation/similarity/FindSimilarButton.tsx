import type { WireVectorSettings } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Dropdown } from '../view/Dropdown';
import { useCriteria } from '../view/useCriteria';

export interface FindSimilarButtonProps {
  recordId: string;
  /** The dataset's vectors: none hides the button, one acts at once, several open a picker. */
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
}

/**
 * 'Find similar' on a record: starts a similarity search from it (most similar, limit 50 by default) and goes
 * back to page 1. With several vectors a picker asks which one to compare by.
 *
 * @example
 * <FindSimilarButton recordId={record.id} vectors={vectors} />
 */
export function FindSimilarButton({ recordId, vectors }: FindSimilarButtonProps) {
  const t = useT();
  const [current, criteria] = useCriteria((s) => s.committed.similaritySearch);
  if (vectors.length === 0) return null;
  const find = (vectorName: string) => {
    criteria.getState().setSimilaritySearch({
      recordId,
      vectorName,
      limit: current?.limit,
      order: current?.order,
    });
    criteria.getState().commit();
  };
  if (vectors.length === 1) {
    return (
      <button type="button" className="mg-button mg-button--ghost mg-find-similar" onClick={() => find(vectors[0]!.name)}>
        {t('annotation.similarity.find')}
      </button>
    );
  }
  return (
    <Dropdown label={t('annotation.similarity.find')} title={t('annotation.similarity.pickVector')} align="end">
      {(close) => (
        <ul className="mg-menu" aria-label={t('annotation.similarity.pickVector')}>
          {vectors.map((vector) => (
            <li key={vector.name}>
              <button
                type="button"
                className="mg-menu__item"
                onClick={() => {
                  close();
                  find(vector.name);
                }}
              >
                {vector.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}

import { useId, useState } from 'react';
import {
  SIMILARITY_LIMIT_OPTIONS,
  type AnnotationRecord,
  type Field,
  type SimilarityOrder,
  type WireVectorSettings,
} from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import { Select } from '../../primitives/Select';
import { RecordCard } from '../RecordCard';
import { useCriteria } from '../view/useCriteria';

export interface SimilarityReferenceProps {
  /** The record the others are compared with; null until it is loaded. */
  reference: AnnotationRecord | null;
  fields: Field[];
  vectors: readonly Pick<WireVectorSettings, 'name' | 'title'>[];
}

const ORDERS: readonly SimilarityOrder[] = ['most', 'least'];

function previewOf(record: AnnotationRecord | null, fields: readonly Field[]): string {
  if (!record) return '';
  for (const field of fields) {
    const value = record.fields[field.name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return record.externalId ?? record.id;
}

/**
 * The similarity reference shown while filtering by similarity: the reference record (collapsed to one line,
 * expandable), the vector, most or least similar, how many records (10, 50, 100 or 200), and a button that ends
 * the similarity search.
 *
 * @example
 * <SimilarityReference reference={state.reference} fields={state.fields} vectors={vectors} />
 */
export function SimilarityReference({ reference, fields, vectors }: SimilarityReferenceProps) {
  const t = useT();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const [search, criteria] = useCriteria((s) => s.committed.similaritySearch);
  if (!search) return null;
  const update = (change: { order?: SimilarityOrder; limit?: number }) => {
    criteria.getState().setSimilaritySearch({ ...search, ...change });
    criteria.getState().commit();
  };
  const vectorTitle = vectors.find((vector) => vector.name === search.vectorName)?.title ?? search.vectorName;
  return (
    <section className="mg-similarity" aria-label={t('annotation.similarity.title')}>
      <div className="mg-similarity__bar">
        <div className="mg-toolbar__field">
          <Select
            label={t('annotation.similarity.order')}
            hideLabel
            value={search.order}
            options={ORDERS.map((order) => ({ value: order, label: t(`annotation.similarity.orders.${order}`) }))}
            onChange={(order) => update({ order })}
          />
        </div>
        <div className="mg-toolbar__field">
          <Select
            label={t('annotation.similarity.limit')}
            hideLabel
            value={search.limit}
            options={SIMILARITY_LIMIT_OPTIONS.map((limit) => ({
              value: limit,
              label: t('annotation.similarity.limitOption', { count: limit }),
            }))}
            onChange={(limit) => update({ limit })}
          />
        </div>
        <span className="mg-muted">{t('annotation.similarity.byVector', { vector: vectorTitle })}</span>
        <button
          type="button"
          className="mg-button mg-button--ghost mg-button--icon mg-similarity__close"
          aria-label={t('annotation.similarity.clear')}
          title={t('annotation.similarity.clear')}
          onClick={() => {
            criteria.getState().setSimilaritySearch(null);
            criteria.getState().commit();
          }}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="mg-similarity__reference">
        <button
          type="button"
          className="mg-button mg-button--ghost mg-similarity__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          <Icon name="chevronDown" />
          {expanded ? t('annotation.similarity.collapse') : t('annotation.similarity.expand')}
        </button>
        <p className="mg-similarity__preview" title={previewOf(reference, fields)}>
          {previewOf(reference, fields)}
        </p>
      </div>
      <div id={bodyId} hidden={!expanded}>
        {expanded && reference && <RecordCard record={reference} fields={fields} />}
      </div>
    </section>
  );
}

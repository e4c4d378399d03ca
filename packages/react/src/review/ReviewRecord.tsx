import type { ReviewStore } from '@marginalia/core';
import { FieldContent } from '../annotation/FieldContent';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { reviewTexts } from './reviewTexts';

/** The record under review: its fields, its review status and the last reviewer's comment. */
export function ReviewRecord({ store }: { store: ReviewStore }) {
  const t = useT(reviewTexts);
  const item = useStoreSelector(store, (s) => s.item);
  const fields = useStoreSelector(store, (s) => s.fields);
  if (!item) return null;
  return (
    <section className="mg-card mg-review__record" part="review-record" aria-labelledby="mg-review-record-title">
      <div className="mg-review__question-head">
        <h2 id="mg-review-record-title">{t('record')}</h2>
        <span className="mg-badge" data-status={item.status}>
          {t(`status.${item.status}`)}
        </span>
      </div>
      {item.comment && item.status === 'rejected' && (
        <p className="mg-muted">{t('previousComment', { comment: item.comment })}</p>
      )}
      {fields.map((field) => (
        <div key={field.id}>
          <h3 className="mg-muted">{field.title}</h3>
          <FieldContent field={field} value={item.fields[field.name]} />
        </div>
      ))}
    </section>
  );
}

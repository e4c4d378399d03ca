import type { AnnotationRecord, Field } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { FieldContent } from './FieldContent';

export interface RecordCardProps {
  record: AnnotationRecord;
  fields: Field[];
}

/** The record being annotated: its status badge and every field with its title. */
export function RecordCard({ record, fields }: RecordCardProps) {
  const t = useT();
  return (
    <article className="mg-record" aria-label={t('annotation.recordLabel')}>
      <header className="mg-record__header">
        <span className={`mg-badge mg-badge--${record.status}`}>
          {t(`annotation.status.${record.status}`)}
        </span>
      </header>
      {fields.map((field) => (
        <section key={field.id} className="mg-record__field" aria-label={field.title}>
          <h3 className="mg-record__field-title">{field.title}</h3>
          <FieldContent field={field} value={record.fields[field.name]} />
        </section>
      ))}
    </article>
  );
}

import type { ReactNode } from 'react';
import type { AnnotationRecord, AnswerValue, Field, Question } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { FieldContent } from './FieldContent';
import { groupFieldsIntoTabs } from '@marginalia/core';
import { FieldTabs } from './fields/FieldTabs';
import { QuestionItem } from './questions/QuestionItem';

export interface RecordCardProps {
  record: AnnotationRecord;
  fields: Field[];
  /** With `answers` and `onAnswerChange`, span questions are answered inside the field they annotate. */
  questions?: Question[];
  answers?: Record<string, AnswerValue | undefined>;
  onAnswerChange?(questionName: string, value: AnswerValue | undefined): void;
  /** Blocks span edits while an action runs. */
  disabled?: boolean;
  /** Words to highlight in the fields (the view's search text). */
  searchText?: string;
  /** Replaces the default header (the status badge), e.g. with the view's record header. */
  header?: ReactNode;
  /** Drawn after the fields (on a phone, the record's own controls at the card's foot). */
  footer?: ReactNode;
}

const noop = () => undefined;

/**
 * The record being annotated: its status badge and every field with its title; fields sharing a name prefix are
 * tabs of one group, and a span question is drawn in its field.
 */
export function RecordCard({
  record,
  fields,
  questions,
  answers,
  onAnswerChange,
  disabled = false,
  searchText,
  header,
  footer,
}: RecordCardProps) {
  const t = useT();

  const renderField = (field: Field) => {
    const value = record.fields[field.name];
    const spanQuestion = questions?.find((question) => question.type === 'span' && question.field === field.name);
    if (spanQuestion && onAnswerChange && typeof value === 'string') {
      return (
        <QuestionItem
          question={spanQuestion}
          value={answers?.[spanQuestion.name]}
          suggestion={record.suggestions.find((suggestion) => suggestion.questionId === spanQuestion.id)}
          onChange={(next) => onAnswerChange(spanQuestion.name, next)}
          onAnswered={noop}
          disabled={disabled}
          spanText={value}
          searchText={searchText}
        />
      );
    }
    return <FieldContent field={field} value={value} record={record} searchText={searchText} />;
  };

  return (
    <article className="mg-record" part="record" aria-label={t('annotation.recordLabel')}>
      {header ?? (
        <header className="mg-record__header">
          <span className={`mg-badge mg-badge--${record.status}`}>{t(`annotation.status.${record.status}`)}</span>
        </header>
      )}
      {groupFieldsIntoTabs(fields).map((group) =>
        group.tabbed ? (
          <div key={group.name} className="mg-record__field mg-record__field--tabs">
            <FieldTabs fields={group.fields} renderField={renderField} />
          </div>
        ) : (
          <section key={group.name} className="mg-record__field" aria-label={group.fields[0]!.title}>
            <h3 className="mg-record__field-title">{group.fields[0]!.title}</h3>
            {renderField(group.fields[0]!)}
          </section>
        ),
      )}
      {footer}
    </article>
  );
}

import type { TableValue } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { LazyAnnotationTable } from '../tables/annotationTables';
import type { QuestionControlProps } from './QuestionControlProps';

/**
 * A table question: the reference table, whose answer is table JSON saved like any other answer (drafts,
 * autosave, submit). Without an answer it opens the suggested table to review, else one empty column; the first
 * edit makes it the answer.
 */
export function TableQuestion({ question, value, suggestion, onChange, disabled, recordFields }: QuestionControlProps) {
  const t = useT();
  return (
    <div className="mg-table-question">
      <LazyAnnotationTable
        name={question.name}
        value={value}
        suggested={suggestion?.value}
        onChange={(next: TableValue | null) => onChange(next ?? undefined)}
        editable={!disabled}
        label={t('annotationQuestions.table.label', { question: question.title })}
        recordFields={recordFields}
        modelFillIn
      />
    </div>
  );
}

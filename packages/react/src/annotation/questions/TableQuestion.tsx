import { useMemo } from 'react';
import { createTable, type TableValue } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { LazyReferenceTable, useAnnotationTable } from '../tables/annotationTables';
import type { QuestionControlProps } from './QuestionControlProps';

/**
 * A table question: the reference table, whose answer is table JSON saved like any other answer (drafts,
 * autosave, submit). Without an answer it starts from one empty column; it counts as answered with a row.
 */
export function TableQuestion({ question, value, onChange, disabled, recordFields }: QuestionControlProps) {
  const t = useT();
  const context = useAnnotationTable(question.name, recordFields);
  const table = useMemo(() => value ?? createTable(), [value]);
  return (
    <div className="mg-table-question">
      <LazyReferenceTable
        value={table}
        onChange={(next: TableValue | null) => onChange(next ?? undefined)}
        editable={!disabled}
        label={t('annotationQuestions.table.label', { question: question.title })}
        {...context}
      />
    </div>
  );
}

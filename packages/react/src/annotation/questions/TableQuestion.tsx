import { useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { createTable, parseTableJson } from '@marginalia/core';
import type { QuestionControlProps } from './QuestionControlProps';
import { TableEditor } from './TableEditor';

/**
 * A table question: an editable table whose answer is `{data, schema: {fields, primaryKey}}` (contract §15.1);
 * it counts as answered with at least one row. Without an answer it starts from one empty column.
 */
export function TableQuestion({ question, value, onChange, disabled }: QuestionControlProps) {
  const t = useT();
  const table = useMemo(() => parseTableJson(value) ?? createTable(), [value]);
  return (
    <div className="mg-table-question">
      <TableEditor
        table={table}
        onChange={onChange}
        label={t('annotationQuestions.table.label', { question: question.title })}
        disabled={disabled}
      />
    </div>
  );
}

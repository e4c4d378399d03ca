import { useState, type KeyboardEvent } from 'react';
import type { TableAnswer } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import {
  addColumn,
  addRow,
  cellText,
  removeColumn,
  removeRow,
  renameColumn,
  setCell,
  tableColumns,
} from '@marginalia/core';

export interface TableEditorProps {
  table: TableAnswer;
  onChange(table: TableAnswer): void;
  /** Accessible name of the grid. */
  label: string;
  disabled: boolean;
}

// Enter in a cell must not submit the annotation form.
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A simple editable grid over a table JSON value (`{data, schema: {fields, primaryKey}}`): edit cells, rename,
 * add and remove columns and rows. Every edit hands the new table to `onChange`.
 *
 * @example
 * <TableEditor table={table} onChange={setTable} label="Extracted rows" disabled={false} />
 */
export function TableEditor({ table, onChange, label, disabled }: TableEditorProps) {
  const t = useT();
  const columns = tableColumns(table);
  const [names, setNames] = useState<Record<number, string>>({});
  const [nameError, setNameError] = useState<string | null>(null);

  function commitName(index: number, from: string) {
    const draft = names[index];
    setNames(({ [index]: _dropped, ...rest }) => rest);
    if (draft === undefined || draft === from) return;
    const result = renameColumn(table, from, draft);
    if ('error' in result) {
      setNameError(
        result.error.code === 'columnExists'
          ? t('annotationQuestions.table.columnExists', { name: result.error.params.name })
          : t('annotationQuestions.table.columnNameRequired'),
      );
      return;
    }
    setNameError(null);
    onChange(result.table);
  }

  return (
    <div className="mg-table-editor">
      <div className="mg-table-scroll">
        <table className="mg-table mg-table--editable" aria-label={label}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={`${index}-${column.name}`} scope="col">
                  <div className="mg-table-editor__header">
                    <input
                      className="mg-input mg-table-editor__input"
                      aria-label={t('annotationQuestions.table.columnName', { index: index + 1 })}
                      value={names[index] ?? column.name}
                      disabled={disabled}
                      onChange={(event) => setNames((current) => ({ ...current, [index]: event.target.value }))}
                      onBlur={() => commitName(index, column.name)}
                      onKeyDown={(event) => {
                        keepEnter(event);
                        if (event.key === 'Enter') commitName(index, column.name);
                      }}
                    />
                    <button
                      type="button"
                      className="mg-button mg-button--ghost mg-button--icon"
                      aria-label={t('annotationQuestions.table.removeColumn', { name: column.name })}
                      disabled={disabled || columns.length === 1}
                      onClick={() => onChange(removeColumn(table, column.name))}
                    >
                      ×
                    </button>
                  </div>
                </th>
              ))}
              <th aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {table.data.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((column) => (
                  <td key={column.name}>
                    <input
                      className="mg-input mg-table-editor__input"
                      aria-label={t('annotationQuestions.table.cell', { row: rowIndex + 1, column: column.name })}
                      value={cellText(row[column.name])}
                      disabled={disabled}
                      onChange={(event) => onChange(setCell(table, rowIndex, column.name, event.target.value))}
                      onKeyDown={keepEnter}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="mg-button mg-button--ghost mg-button--icon"
                    aria-label={t('annotationQuestions.table.removeRow', { row: rowIndex + 1 })}
                    disabled={disabled}
                    onClick={() => onChange(removeRow(table, rowIndex))}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.data.length === 0 && <p className="mg-muted mg-table-editor__empty">{t('annotationFields.noTableData')}</p>}
      {nameError && (
        <p className="mg-field-error" role="alert">
          {nameError}
        </p>
      )}
      <div className="mg-table-editor__actions">
        <button type="button" className="mg-button" disabled={disabled} onClick={() => onChange(addRow(table))}>
          {t('annotationQuestions.table.addRow')}
        </button>
        <button type="button" className="mg-button" disabled={disabled} onClick={() => onChange(addColumn(table))}>
          {t('annotationQuestions.table.addColumn')}
        </button>
      </div>
    </div>
  );
}

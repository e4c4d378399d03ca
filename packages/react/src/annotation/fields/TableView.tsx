import type { TableAnswer } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { cellText, tableColumns } from '@marginalia/core';

export interface TableViewProps {
  table: TableAnswer;
  /** Accessible name of the table. */
  label?: string;
}

/**
 * A table JSON value (`{data, schema}`) as a read-only table; scrolls sideways when wider than its column.
 *
 * @example
 * <TableView table={parseTableJson(text)!} label="Results" />
 */
export function TableView({ table, label }: TableViewProps) {
  const t = useT();
  const columns = tableColumns(table);
  if (table.data.length === 0) {
    return <p className="mg-field-content mg-muted">{t('annotationFields.noTableData')}</p>;
  }
  return (
    <div className="mg-table-scroll">
      <table className="mg-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.data.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.name}>{cellText(row[column.name])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

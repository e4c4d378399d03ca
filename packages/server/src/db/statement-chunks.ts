import type { DialectName } from './dialect';

/**
 * Bound parameters one statement may carry: SQLite's `SQLITE_MAX_VARIABLE_NUMBER` (32766 since 3.32) and the
 * 16-bit parameter count of PostgreSQL's wire protocol (65535).
 */
export const MAX_BOUND_PARAMETERS: Record<DialectName, number> = { sqlite: 32_766, postgres: 65_535 };

/**
 * `rows` cut into runs that one multi-row statement each can write: at most `parametersPerRow` bound
 * parameters per row and a margin for the statement's own.
 *
 * @example
 * statementChunks('sqlite', rows, 9); // runs of up to 3,639 rows
 */
export function statementChunks<T>(
  dialect: DialectName,
  rows: readonly T[],
  parametersPerRow: number,
): T[][] {
  const size = Math.max(1, Math.floor((MAX_BOUND_PARAMETERS[dialect] - 16) / parametersPerRow));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

import type { TableValue } from '../api/wire/tables';
import { createTable } from '../fields/tableJsonEdits';
import { parseTableJson } from '../fields/tableJson';

/**
 * The table a table question opens with: its answer; without one, the suggested table (a reference to review and
 * correct, which becomes the answer with the first edit); else one empty column.
 *
 * @example
 * tableQuestionStart(undefined, suggestion?.value); // the suggested table
 */
export function tableQuestionStart(answer: unknown, suggested: unknown): TableValue {
  return parseTableJson(answer) ?? parseTableJson(suggested) ?? createTable();
}

import type { ExtractionRequest } from '../api/wire/documents';
import { HIDDEN_ID_COLUMN } from '../referenceTable/tableDocument';
import { modelPrompt, type ExtractionInputs } from './extractionInputs';

/** What a fill-in of one reference table knows. */
export interface ExtractionRequestInput {
  /** The document's reference (the table's `reference`). */
  reference: string;
  /** The schema the table follows; its rows are sent under this name. */
  schemaName: string;
  /** The rows to complete, as the table holds them (the hidden `_id` is left out). */
  rows: readonly Readonly<Record<string, unknown>>[];
  /** Rows of the record's other tables, by schema name, for the model's context. */
  otherTables?: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>;
  /** The columns to fill; all the table's when empty. */
  columns?: readonly string[];
  inputs: ExtractionInputs;
  /** The prompt typed for this fill-in; empty after trimming sends null. */
  prompt: string | null | undefined;
}

function withoutHiddenId(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { [HIDDEN_ID_COLUMN]: _hidden, ...cells } = row;
  return cells;
}

const listOrNull = (values: readonly string[] | undefined) => (values && values.length > 0 ? [...values] : null);

/**
 * The body of `POST /models/extraction` (spec 2 §7): the reference, the schema name, the rows so far by schema
 * name (this table's under its own), the columns to fill, the chosen section headers and segment types, and
 * the prompt (null when empty after trimming). Empty lists are sent as null: "no restriction".
 *
 * @example
 * buildExtractionRequest({ reference: 'smith2020', schemaName: 'dosing', rows: [{ drug: 'A', dose: null, _id: 0 }],
 *   inputs: { headers: ['Methods'], types: [], notes: '' }, prompt: '  ' });
 * // { reference: 'smith2020', schema_name: 'dosing', extractions: { dosing: [{ drug: 'A', dose: null }] },
 * //   columns: null, headers: ['Methods'], types: null, prompt: null }
 */
export function buildExtractionRequest(input: ExtractionRequestInput): ExtractionRequest {
  const extractions: Record<string, Record<string, unknown>[]> = {};
  for (const [name, rows] of Object.entries(input.otherTables ?? {})) extractions[name] = rows.map(withoutHiddenId);
  extractions[input.schemaName] = input.rows.map(withoutHiddenId);
  return {
    reference: input.reference,
    schema_name: input.schemaName,
    extractions,
    columns: listOrNull(input.columns),
    headers: listOrNull(input.inputs.headers),
    types: listOrNull(input.inputs.types),
    prompt: modelPrompt(input.prompt),
  };
}

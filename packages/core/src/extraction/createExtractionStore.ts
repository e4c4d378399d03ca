import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { TableStore } from '../table/createTableStore';
import { columnNames, HIDDEN_ID_COLUMN } from '../table/tableDocument';
import { buildExtractionRequest } from './buildExtractionRequest';
import { extractionErrorText } from './extractionErrorText';
import type { ExtractionInputs } from './extractionInputs';
import { validateExtractionResponse } from './validateExtractionResponse';

/** Options of {@link createExtractionStore}. */
export interface ExtractionStoreOptions {
  client: Pick<ApiClient, 'extractTable'>;
  /** The workspace (by name) the model call is made in. */
  workspace: string;
  /** The table the completed rows land in. */
  table: TableStore;
  /** Called with the text of a failure, to show as an error notification. */
  onError?: (text: string) => void;
}

/** What the fill-in of one request asks. */
export interface FillRequest {
  rowIds: readonly number[];
  inputs: ExtractionInputs;
  prompt?: string | null;
  columns?: readonly string[];
  otherTables?: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>;
}

/** A model fill-in of reference-table rows. */
export interface ExtractionState {
  /** `running` while the model works (the row menu shows progress). */
  status: 'idle' | 'running' | 'done' | 'failed';
  /** The failure's text (spec 2 §8: from detail, message, data or response). */
  error: string | null;
  /** Rows filled by the last run; they arrive as one undoable edit to review. */
  filledRows: number;
  /** Asks the model to complete rows; resolves once they are in the table or the failure is known. */
  fill(request: FillRequest): Promise<void>;
}

export type ExtractionStore = ReturnType<typeof createExtractionStore>;

/**
 * The LLM fill-in of a reference table (spec 2 §4, §7): builds the request from the chosen rows, the record's
 * answers and the prompt, calls the model, checks its answer and writes the completed rows into the table as
 * one undoable edit. A failure leaves the table as it was and reports its text.
 *
 * @example
 * const extraction = createExtractionStore({ client: sdk.client, workspace: 'team', table });
 * await extraction.getState().fill({ rowIds: [0], inputs: extractionInputs(answers), prompt: '' });
 */
export function createExtractionStore({ client, workspace, table, onError }: ExtractionStoreOptions) {
  return createStore<ExtractionState>()((set, get) => {
    const fail = (error: string) => {
      set({ status: 'failed', error, filledRows: 0 });
      onError?.(error);
    };
    return {
      status: 'idle',
      error: null,
      filledRows: 0,
      fill: async ({ rowIds, inputs, prompt, columns, otherTables }) => {
        const doc = table.getState().document;
        const schemaName = doc?.schemaInfo.schemaName;
        const reference = doc?.extras.reference;
        if (!doc || !schemaName || !reference || get().status === 'running') return;
        const chosen = new Set(rowIds);
        const rows = doc.rows.filter((row) => chosen.has(row._id));
        const body = buildExtractionRequest({ reference, schemaName, rows, otherTables, columns, inputs, prompt });
        set({ status: 'running', error: null, filledRows: 0 });
        let answer: unknown;
        try {
          answer = await client.extractTable(workspace, body);
        } catch (error) {
          fail(extractionErrorText(error));
          return;
        }
        const result = validateExtractionResponse(
          answer,
          columnNames(doc).filter((name) => name !== HIDDEN_ID_COLUMN),
        );
        if (!result.ok) return fail(result.error);
        const outcome = table.getState().fillRows(rowIds, result.rows);
        if (!outcome.ok) return fail(outcome.error.key);
        set({ status: 'done', error: null, filledRows: result.rows.length });
      },
    };
  });
}

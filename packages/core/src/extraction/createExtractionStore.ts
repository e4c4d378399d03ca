import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { Message } from '../messages/Message';
import type { TableStore } from '../referenceTable/createTableStore';
import { columnNames, HIDDEN_ID_COLUMN } from '../referenceTable/tableDocument';
import { buildExtractionRequest } from './buildExtractionRequest';
import { extractionErrorText } from './extractionErrorText';
import type { ExtractionInputs } from './extractionInputs';
import { EXTRACTION_MESSAGE_KEYS as KEYS } from './extractionMessageKeys';
import { referencedRowGroups } from './referencedRowGroups';
import { tableReference } from './tableReference';
import { validateExtractionResponse } from './validateExtractionResponse';

/** Options of {@link createExtractionStore}. */
export interface ExtractionStoreOptions {
  client: Pick<ApiClient, 'extractTable'>;
  /** The workspace (by name) the model call is made in. */
  workspace: string;
  /** The table the completed rows land in. */
  table: TableStore;
  /**
   * Called with a failure, to show as an error notification: keys in namespace `table`; a server's words as
   * `text` under `fillIn.failed`.
   */
  onError?: (message: Message) => void;
  /**
   * The paper's reference when the table names none: the record's document's, as the original does
   * (`recordDocumentReference`). A failed lookup counts as none.
   */
  documentReference?: () => Promise<string | null>;
}

/** What the fill-in of one request asks. */
export interface FillRequest {
  rowIds: readonly number[];
  inputs: ExtractionInputs;
  prompt?: string | null;
  columns?: readonly string[];
  /** Rows of other tables by schema name; they win over the groups the chosen rows reference. */
  otherTables?: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>;
}

/** A model fill-in of reference-table rows. */
export interface ExtractionState {
  /** `running` while the model works (the row menu shows progress). */
  status: 'idle' | 'running' | 'done' | 'failed';
  /** Why the last run failed (spec 2 §8: the server's text from detail, message, data or response). */
  error: Message | null;
  /** Rows filled by the last run; they arrive as one undoable edit to review. */
  filledRows: number;
  /** Asks the model to complete rows; resolves once they are in the table or the failure is known. */
  fill(request: FillRequest): Promise<void>;
}

export type ExtractionStore = ReturnType<typeof createExtractionStore>;

/** The reference the table names, else the record's document's; null when neither names one. */
async function paperReference(
  table: TableStore,
  documentReference: ExtractionStoreOptions['documentReference'],
): Promise<string | null> {
  const own = tableReference(table.getState().document?.extras);
  if (own) return own;
  const found = await documentReference?.().catch(() => null);
  return found || null;
}

/** The request body for the chosen rows of the table as it is now, or null without a table or schema. */
function requestFor(table: TableStore, request: FillRequest, reference: string) {
  const { document: doc, referenceValues } = table.getState();
  const schemaName = doc?.schemaInfo.schemaName;
  if (!doc || !schemaName) return null;
  const chosen = new Set(request.rowIds);
  const body = buildExtractionRequest({
    reference,
    schemaName,
    rows: doc.rows.filter((row) => chosen.has(row._id)),
    otherTables: { ...referencedRowGroups(doc, request.rowIds, referenceValues), ...request.otherTables },
    columns: request.columns,
    inputs: request.inputs,
    prompt: request.prompt,
  });
  return { body, columns: columnNames(doc).filter((name) => name !== HIDDEN_ID_COLUMN) };
}

/**
 * The LLM fill-in of a reference table (spec 2 §4, §7): builds the request from the chosen rows, the rows of
 * other tables they reference, the record's answers and the prompt, calls the model, checks its answer and
 * writes the completed rows into the table as one undoable edit. A failure — including a table that names no
 * schema or reference — leaves the table as it was and is reported.
 *
 * @example
 * const extraction = createExtractionStore({ client: sdk.client, workspace: 'team', table });
 * await extraction.getState().fill({ rowIds: [0], inputs: extractionInputs(answers), prompt: '' });
 */
export function createExtractionStore({
  client,
  workspace,
  table,
  onError,
  documentReference,
}: ExtractionStoreOptions) {
  return createStore<ExtractionState>()((set, get) => {
    const fail = (error: Message) => {
      set({ status: 'failed', error, filledRows: 0 });
      onError?.(error);
    };
    return {
      status: 'idle',
      error: null,
      filledRows: 0,
      fill: async (request) => {
        if (get().status === 'running') return;
        if (!table.getState().document?.schemaInfo.schemaName) return fail({ key: KEYS.noSchema });
        set({ status: 'running', error: null, filledRows: 0 });
        const reference = await paperReference(table, documentReference);
        if (!reference) return fail({ key: KEYS.noReference });
        const prepared = requestFor(table, request, reference);
        if (!prepared) return fail({ key: KEYS.noSchema });
        let answer: unknown;
        try {
          answer = await client.extractTable(workspace, prepared.body);
        } catch (error) {
          return fail({ key: KEYS.failed, text: extractionErrorText(error) });
        }
        const result = validateExtractionResponse(answer, prepared.columns);
        if (!result.ok) return fail(result.error);
        const outcome = table.getState().fillRows(request.rowIds, result.rows);
        if (!outcome.ok) return fail(outcome.error);
        set({ status: 'done', error: null, filledRows: result.rows.length });
      },
    };
  });
}

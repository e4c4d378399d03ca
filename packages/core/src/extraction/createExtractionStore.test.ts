import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createTableStore } from '../referenceTable/createTableStore';
import { createExtractionStore } from './createExtractionStore';

const table = {
  schema: { fields: [{ name: 'drug' }, { name: 'dose' }, { name: 'unit' }], schemaName: 'dosing' },
  reference: 'smith2020',
  data: [
    { drug: 'A', dose: null, unit: null },
    { drug: 'B', dose: null, unit: null },
  ],
};
const answer = (data: Record<string, unknown>[]) => ({
  schema: { fields: [{ name: 'drug', type: 'string' }], pandas_version: '1.4.0' },
  data,
});

const noInputs = { headers: [], types: [], notes: '' };

async function setup(extractTable: (workspace: string, body: unknown) => Promise<unknown>) {
  const tableStore = createTableStore();
  await tableStore.getState().load(table);
  const onError = vi.fn();
  const extraction = createExtractionStore({ client: { extractTable: vi.fn(extractTable) }, workspace: 'team', table: tableStore, onError });
  return { tableStore, extraction, onError };
}

describe('the model fill-in of a reference table', () => {
  it('sends the chosen rows and lands the completed rows as one undoable edit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: unknown[] = [];
    const { tableStore, extraction } = await setup(async (workspace, body) => {
      calls.push({ workspace, body });
      await held;
      return answer([
        { drug: 'B', dose: '5', unit: 'mg' },
        { drug: 'C', dose: '10', unit: 'mg' },
      ]);
    });
    const run = extraction.getState().fill({
      rowIds: [1],
      inputs: { headers: ['Methods'], types: [], notes: '' },
      prompt: '   ',
    });
    expect(extraction.getState().status).toBe('running');
    release();
    await run;
    expect(calls).toEqual([
      {
        workspace: 'team',
        body: {
          reference: 'smith2020',
          schema_name: 'dosing',
          extractions: { dosing: [{ drug: 'B', dose: null, unit: null }] },
          columns: null,
          headers: ['Methods'],
          types: null,
          prompt: null,
        },
      },
    ]);
    expect(extraction.getState()).toMatchObject({ status: 'done', filledRows: 2, error: null });
    const rows = () => tableStore.getState().document?.rows.map(({ _id, ...cells }) => cells);
    expect(rows()).toEqual([
      { drug: 'A', dose: null, unit: null },
      { drug: 'B', dose: '5', unit: 'mg' },
      { drug: 'C', dose: '10', unit: 'mg' },
    ]);
    tableStore.getState().undo();
    expect(rows()).toEqual(table.data);
    expect(tableStore.getState().canUndo).toBe(false);
    tableStore.getState().redo();
    expect(rows()).toHaveLength(3);
  });

  it('reports the text of a failed call and leaves the table as it was', async () => {
    const { tableStore, extraction, onError } = await setup(async () => {
      throw new ApiError(503, { detail: 'No language model is configured: set MARGINALIA_LLM_BASE_URL' });
    });
    await extraction.getState().fill({ rowIds: [0], inputs: { headers: [], types: [], notes: '' } });
    const failure = { key: 'fillIn.failed', text: 'No language model is configured: set MARGINALIA_LLM_BASE_URL' };
    expect(extraction.getState()).toMatchObject({ status: 'failed', error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(tableStore.getState().canUndo).toBe(false);
  });

  it('reports an answer that is not rows', async () => {
    const { tableStore, extraction } = await setup(async () => ({ detail: 'No extraction found' }));
    await extraction.getState().fill({ rowIds: [0], inputs: { headers: [], types: [], notes: '' } });
    expect(extraction.getState().error).toEqual({ key: 'fillIn.failed', text: 'No extraction found' });
    expect(tableStore.getState().document?.rows[0]).toMatchObject({ dose: null });
  });

  it("reads the paper's reference from the record's document when the table names none, as the original does", async () => {
    const calls: { reference?: string }[] = [];
    const tableStore = createTableStore();
    await tableStore.getState().load({ ...table, reference: undefined });
    const extraction = createExtractionStore({
      client: { extractTable: async (_workspace, body) => (calls.push(body), answer([{ drug: 'A', dose: '1' }])) },
      workspace: 'team',
      table: tableStore,
      documentReference: async () => 'doc-reference',
    });
    await extraction.getState().fill({ rowIds: [0], inputs: noInputs });
    expect(calls.map((body) => body.reference)).toEqual(['doc-reference']);
    expect(extraction.getState().status).toBe('done');
  });

  it('says why it cannot fill a table naming no reference or no schema, instead of doing nothing', async () => {
    const extractTable = vi.fn(async () => answer([]));
    const onError = vi.fn();
    const unnamed = createTableStore();
    await unnamed.getState().load({ ...table, reference: undefined });
    const withoutReference = createExtractionStore({
      client: { extractTable },
      workspace: 'team',
      table: unnamed,
      onError,
      documentReference: async () => {
        throw new Error('Error fetching document');
      },
    });
    await withoutReference.getState().fill({ rowIds: [0], inputs: noInputs });
    expect(withoutReference.getState()).toMatchObject({ status: 'failed', error: { key: 'fillIn.noReference' } });

    const schemaless = createTableStore();
    await schemaless.getState().load({ ...table, schema: { fields: table.schema.fields } });
    const withoutSchema = createExtractionStore({ client: { extractTable }, workspace: 'team', table: schemaless, onError });
    await withoutSchema.getState().fill({ rowIds: [0], inputs: noInputs });
    expect(withoutSchema.getState()).toMatchObject({ status: 'failed', error: { key: 'fillIn.noSchema' } });
    expect(onError.mock.calls).toEqual([[{ key: 'fillIn.noReference' }], [{ key: 'fillIn.noSchema' }]]);
    expect(extractTable).not.toHaveBeenCalled();
  });

  it('sends the rows of other tables the chosen rows reference, one group per reference column', async () => {
    const bodies: { extractions?: unknown }[] = [];
    const tableStore = createTableStore();
    await tableStore.getState().load({
      schema: { fields: [{ name: 'Study_ID' }, { name: 'drug' }, { name: 'dose' }], schemaName: 'dosing' },
      reference: 'smith2020',
      data: [
        { Study_ID: 'S1', drug: 'A', dose: null },
        { Study_ID: 'S2', drug: 'B', dose: null },
        { Study_ID: 'S1', drug: 'C', dose: null },
      ],
    });
    tableStore.getState().setReferenceValues({
      Study_ID: { S1: { design: 'RCT', n: 120 }, S2: { design: 'cohort', n: 80 }, S3: { design: 'RCT', n: 10 } },
    });
    const extraction = createExtractionStore({
      client: { extractTable: async (_workspace, body) => (bodies.push(body), answer([])) },
      workspace: 'team',
      table: tableStore,
    });
    await extraction.getState().fill({ rowIds: [0, 2], inputs: noInputs });
    expect(bodies[0]?.extractions).toEqual({
      Study: [{ Study_ID: 'S1', design: 'RCT', n: 120 }],
      dosing: [
        { Study_ID: 'S1', drug: 'A', dose: null },
        { Study_ID: 'S1', drug: 'C', dose: null },
      ],
    });
  });

  it('reports a table that became read-only while the model worked as a table message, not a key', async () => {
    const { tableStore, extraction, onError } = await setup(async () => {
      tableStore.getState().setEditable(false);
      return answer([{ drug: 'A', dose: '5' }]);
    });
    await extraction.getState().fill({ rowIds: [0], inputs: noInputs });
    expect(onError).toHaveBeenCalledWith({ key: 'readOnly' });
    expect(tableStore.getState().document?.rows[0]).toMatchObject({ dose: null });
  });
});

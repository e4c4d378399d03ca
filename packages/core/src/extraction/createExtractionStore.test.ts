import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createTableStore } from '../table/createTableStore';
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
    expect(extraction.getState()).toMatchObject({
      status: 'failed',
      error: 'No language model is configured: set MARGINALIA_LLM_BASE_URL',
    });
    expect(onError).toHaveBeenCalledWith('No language model is configured: set MARGINALIA_LLM_BASE_URL');
    expect(tableStore.getState().canUndo).toBe(false);
  });

  it('reports an answer that is not rows', async () => {
    const { tableStore, extraction } = await setup(async () => ({ detail: 'No extraction found' }));
    await extraction.getState().fill({ rowIds: [0], inputs: { headers: [], types: [], notes: '' } });
    expect(extraction.getState().error).toBe('No extraction found');
    expect(tableStore.getState().document?.rows[0]).toMatchObject({ dose: null });
  });
});

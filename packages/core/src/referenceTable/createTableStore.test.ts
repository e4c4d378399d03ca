import { describe, expect, it, vi } from 'vitest';
import type { TableValue } from '../api/wire/tables';
import { createTableStore, type TableStoreOptions } from './createTableStore';
import type { LoadedSchema } from './schemaFile';
import {
  selectCellError,
  selectColumnNameWarning,
  selectColumns,
  selectEditMenu,
  selectEmptyState,
  selectNotLatestSchema,
  selectUnusedSchemaColumns,
} from './tableSelectors';
import { toTableValue } from './tableDocument';
import { createManualTimers, outcomesSchema, outcomesTable } from './testing/tableFixtures';

const loaded = (isLatest: boolean, versionId = 'v-1'): LoadedSchema => ({
  schema: outcomesSchema(),
  version: {
    versionId,
    versionTag: isLatest ? 'v2' : 'v1',
    etag: 'e',
    lastModified: '2024-05-01T10:00:00Z',
    isLatest,
  },
});

async function setup(options: TableStoreOptions = {}, table: unknown = outcomesTable()) {
  const store = createTableStore({ loadSchema: async () => loaded(true), ...options });
  await store.getState().load(table);
  return store;
}

const rows = (store: Awaited<ReturnType<typeof setup>>) => store.getState().document?.rows ?? [];
const column = (store: Awaited<ReturnType<typeof setup>>, name: string) => rows(store).map((r) => r[name]);

describe('table store: load and validation', () => {
  it('gives every row a hidden _id and validates after load against the fetched schema version', async () => {
    const loadSchema = vi.fn(async () => loaded(false));
    const table = outcomesTable();
    table.data[1] = { ...table.data[1], n: -1 };
    const store = await setup({ loadSchema }, JSON.stringify(table));
    expect(loadSchema).toHaveBeenCalledWith('Outcome', 'v-1');
    expect(rows(store).map((r) => r._id)).toEqual([0, 1, 2]);
    expect(selectColumns(store.getState()).map((c) => [c.name, c.kind, c.deletable])).toEqual([
      ['Outcome_ID', 'index', false],
      ['Study_ID', 'reference', false],
      ['arm', 'data', true],
      ['n', 'data', true],
      ['low', 'data', true],
      ['high', 'data', true],
    ]);
    expect(selectCellError(store.getState(), 1, 'n')).toEqual({
      key: 'validation.greaterOrEqual',
      params: { min: 0 },
    });
    expect(selectNotLatestSchema(store.getState())).toBe(true);
    expect(selectUnusedSchemaColumns(store.getState())).toEqual(['dose']);
    expect(toTableValue(store.getState().document!)).toEqual(table);
  });

  it("reports a table it cannot read as 'Failed to load table: {reason}'", async () => {
    const store = await setup({}, '{"schema": 1}');
    expect(store.getState().loadError?.key).toBe('loadFailed');
    expect(store.getState().loadError?.params?.['reason']).toBeTruthy();
    expect(selectEmptyState(store.getState()).empty).toBe(true);
  });

  it('refuses rows that are not objects of cells', async () => {
    for (const row of ['[1, 2]', 'null', '"x"']) {
      const store = await setup({}, `{"schema": {"fields": [{"name": "a"}]}, "data": [{"a": 1}, ${row}]}`);
      expect(store.getState().loadError?.params?.['reason']).toBe(
        'Invalid input: expected a list of objects of cells',
      );
      expect(store.getState().document).toBeNull();
    }
  });

  it('fetches the named schema once a loader is given after load, then marks errors and a newer version', async () => {
    const table = outcomesTable();
    table.data[1] = { ...table.data[1], n: -1 };
    const store = createTableStore({ loadSchema: undefined });
    await store.getState().load(table);
    expect(store.getState().schemaStatus).toBe('none');
    expect(selectCellError(store.getState(), 1, 'n')).toBeNull();
    expect(selectNotLatestSchema(store.getState())).toBe(false);

    const loadSchema = vi.fn(async () => loaded(false));
    await store.getState().setSchemaLoader(loadSchema);
    expect(loadSchema).toHaveBeenCalledWith('Outcome', 'v-1');
    expect(store.getState().schemaStatus).toBe('ready');
    expect(selectCellError(store.getState(), 1, 'n')).toEqual({ key: 'validation.greaterOrEqual', params: { min: 0 } });
    expect(selectNotLatestSchema(store.getState())).toBe(true);

    // The same loader again, or another once the schema is in, fetches nothing more.
    await store.getState().setSchemaLoader(loadSchema);
    const another = vi.fn(async () => loaded(true));
    await store.getState().setSchemaLoader(another);
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(another).not.toHaveBeenCalled();
    // The new loader serves the next load.
    await store.getState().load(outcomesTable());
    expect(another).toHaveBeenCalledTimes(1);
    expect(selectNotLatestSchema(store.getState())).toBe(false);
  });

  it('uses the inline validation without a loader, and reports a schema that cannot be fetched', async () => {
    const inline = { ...outcomesTable(), validation: outcomesSchema() };
    inline.data[0] = { ...inline.data[0], arm: 'other' };
    delete inline.schema.schemaName;
    const store = createTableStore();
    await store.getState().load(inline);
    expect(selectCellError(store.getState(), 0, 'arm')?.key).toBe('validation.inList');
    const failing = await setup({ loadSchema: () => Promise.reject(new Error('offline')) });
    expect(failing.getState().schemaError).toEqual({
      key: 'schema.fetchFailed',
      params: { name: 'Outcome', reason: 'offline' },
    });
  });
});

describe('table store: edits, undo and redo', () => {
  it('edits a cell, re-validates it, and undoes and redoes it', async () => {
    const onChange = vi.fn();
    const store = await setup({ onChange });
    expect(store.getState().editCell(0, 'n', 'many')).toEqual({ ok: true });
    expect(selectCellError(store.getState(), 0, 'n')?.key).toBe('validation.integer');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ data: expect.arrayContaining([expect.objectContaining({ n: 'many' })]) }),
    );
    expect(onChange.mock.calls.at(-1)?.[0].data[0]).not.toHaveProperty('_id');
    store.getState().undo();
    expect(column(store, 'n')).toEqual([20, 18, 31]);
    expect(selectCellError(store.getState(), 0, 'n')).toBeNull();
    expect(selectEditMenu(store.getState())).toMatchObject({ canUndo: false, canRedo: true });
    store.getState().redo();
    expect(column(store, 'n')[0]).toBe('many');
    expect(selectCellError(store.getState(), 0, 'n')?.key).toBe('validation.integer');
  });

  it('pastes a block of copied cells, adding rows past the end, and validates the pasted cells', async () => {
    const store = await setup();
    store.getState().pasteBlock(2, 'arm', 'drug\t5\tx\nplacebo\t-2\t1\n\t7\t\n');
    expect(rows(store).map((r) => [r.Outcome_ID, r.Study_ID, r.arm, r.n, r.low])).toEqual([
      [1, 'S1', 'drug', 20, 1],
      [2, 'S1', 'placebo', 18, 1],
      [3, 'S2', 'drug', '5', 'x'],
      [4, 'S2', 'placebo', '-2', '1'],
      [5, 'S2', null, '7', null],
    ]);
    expect(selectCellError(store.getState(), 2, 'low')?.key).toBe('validation.decimal');
    expect(selectCellError(store.getState(), 3, 'n')?.key).toBe('validation.greaterOrEqual');
    store.getState().undo();
    expect(rows(store)).toHaveLength(3);
    expect(column(store, 'n')).toEqual([20, 18, 31]);
    expect(store.getState().validation.count).toBe(0);
    store.getState().redo();
    expect(rows(store)).toHaveLength(5);
    expect(store.getState().validation.count).toBe(2);
  });

  it('adds rows below with the next index and the neighbour’s references; duplicates clear index values', async () => {
    const store = await setup();
    store.getState().addRow(0);
    expect(rows(store)[1]).toEqual({ _id: 3, Outcome_ID: 4, Study_ID: 'S1' });
    store.getState().addRow();
    expect(rows(store)[4]).toEqual({ _id: 4, Outcome_ID: 5, Study_ID: 'S2' });
    store.getState().duplicateRows([0, 1]);
    expect(rows(store).map((r) => [r._id, r.Outcome_ID, r.arm])).toEqual([
      [0, 1, 'drug'],
      [5, null, 'drug'],
      [3, 4, undefined],
      [1, 2, 'placebo'],
      [6, null, 'placebo'],
      [2, 3, 'drug'],
      [4, 5, undefined],
    ]);
    store.getState().deleteRows([5, 6]);
    store.getState().deleteGroup('Study_ID', 'S2');
    expect(rows(store).map((r) => r._id)).toEqual([0, 3, 1]);
    store.getState().undo();
    store.getState().undo();
    store.getState().undo();
    expect(rows(store)).toHaveLength(5);
  });

  it('adds, renames and deletes columns under the naming rules; index and reference columns stay', async () => {
    const store = await setup();
    const s = () => store.getState();
    expect(s().addColumn()).toEqual({ ok: true });
    expect(s().addColumn()).toEqual({ ok: true });
    expect(s().renameColumn('newColumn', 'dose.mg')).toEqual({ ok: true });
    expect(
      selectColumns(s())
        .map((c) => c.name)
        .slice(-2),
    ).toEqual(['dose mg', 'newColumn1']);
    expect(s().renameColumn('newColumn1', 'arm')).toEqual({
      ok: false,
      error: { key: 'column.exists', params: { name: 'arm' } },
    });
    expect(s().addColumn('n')).toEqual({ ok: false, error: { key: 'column.exists', params: { name: 'n' } } });
    expect(s().deleteColumn('Study_ID')).toMatchObject({ ok: false, error: { key: 'column.notDeletable' } });
    expect(s().deleteColumn('Outcome_ID')).toMatchObject({ ok: false });
    expect(s().deleteColumn('_id')).toMatchObject({ ok: false });
    s().deleteColumn('arm');
    expect(column(store, 'arm')).toEqual([undefined, undefined, undefined]);
    s().undo();
    expect(column(store, 'arm')).toEqual(['drug', 'placebo', 'drug']);
    expect(
      selectColumns(s())
        .map((c) => c.name)
        .indexOf('arm'),
    ).toBe(2);
    s().addSchemaColumn('dose');
    expect(s().document?.fields.at(-1)).toEqual({ name: 'dose', type: 'number' });
  });

  it('shows the duplicate-name warning only after the name stayed a duplicate for 500 ms', async () => {
    const timers = createManualTimers();
    const store = await setup({ timers });
    store.getState().typeColumnName('ar', 'n');
    store.getState().typeColumnName('arm', 'n');
    expect(store.getState().columnName?.problem).toEqual({ key: 'column.exists', params: { name: 'arm' } });
    timers.advance(499);
    expect(selectColumnNameWarning(store.getState())).toBeNull();
    timers.advance(1);
    expect(selectColumnNameWarning(store.getState())).toEqual({
      key: 'column.exists',
      params: { name: 'arm' },
    });
    store.getState().typeColumnName('arms', 'n');
    expect(selectColumnNameWarning(store.getState())).toBeNull();
    timers.advance(1000);
    expect(store.getState().columnName).toMatchObject({ name: 'arms', problem: null, warning: null });
    store.getState().typeColumnName('n', 'n');
    expect(store.getState().columnName?.problem).toBeNull();
    store.getState().closeColumnName();
    expect(store.getState().columnName).toBeNull();
  });

  it('clears data (rows and non-reference columns), then deletes the empty table; undo brings both back', async () => {
    const onChange = vi.fn();
    const store = await setup({ onChange });
    expect(selectEditMenu(store.getState()).clearAction).toBe('clearData');
    store.getState().clear();
    expect(store.getState().document?.fields.map((f) => f.name)).toEqual(['Study_ID']);
    expect(rows(store)).toEqual([]);
    expect(selectEditMenu(store.getState()).clearAction).toBe('deleteTable');
    store.getState().clear();
    expect(store.getState().document).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(selectEditMenu(store.getState())).toMatchObject({ canOpen: true, canUndo: true, canClear: false });
    store.getState().undo();
    store.getState().undo();
    expect(toTableValue(store.getState().document!)).toEqual(outcomesTable());
  });

  it("generates empty rows for every reference of an empty table, and adds a group's missing references", async () => {
    const referenceValues = { Study_ID: { S1: { year: 2020 }, S2: {}, S3: {} } };
    const empty: TableValue = { ...outcomesTable(), data: [] };
    const store = await setup({ referenceValues }, empty);
    expect(selectEmptyState(store.getState())).toEqual({ empty: true, canGenerateReferenceRows: true });
    store.getState().generateReferenceRows();
    expect(rows(store).map((r) => [r.Outcome_ID, r.Study_ID])).toEqual([
      [1, 'S1'],
      [2, 'S2'],
      [3, 'S3'],
    ]);
    store.getState().deleteRows([1]);
    store.getState().addMissingReferences('Study_ID');
    expect(rows(store).map((r) => r.Study_ID)).toEqual(['S1', 'S3', 'S2']);
  });

  it('refuses every edit while read-only', async () => {
    const store = await setup({ editable: false });
    expect(store.getState().editCell(0, 'n', 1)).toEqual({ ok: false, error: { key: 'readOnly' } });
    expect(store.getState().clear()).toMatchObject({ ok: false });
    expect(selectColumns(store.getState()).every((c) => !c.deletable)).toBe(true);
  });
});

describe('table store: check data and schema versions', () => {
  it("'Check data' finds the first error in reading order and saves; 'Ignore errors' hides the marks", async () => {
    const onChange = vi.fn();
    const store = await setup({ onChange });
    store.getState().editCell(2, 'low', 9);
    store.getState().editCell(1, 'arm', 'other');
    onChange.mockClear();
    const result = store.getState().checkData();
    expect(result).toEqual({
      count: 2,
      first: {
        rowIndex: 1,
        rowId: 1,
        column: 'arm',
        message: { key: 'validation.inList', params: { values: 'drug, placebo' } },
      },
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    store.getState().ignoreErrors();
    expect(selectCellError(store.getState(), 1, 'arm')).toBeNull();
    expect(store.getState().checkData().first?.column).toBe('arm');
    expect(selectCellError(store.getState(), 2, 'low')).toEqual({
      key: 'validation.lessThanColumn',
      params: { column: 'high' },
    });
  });

  it("'Fetch latest schema' reloads without version_id and records the new version in the table", async () => {
    const loadSchema = vi.fn(async (_name: string, versionId?: string) =>
      versionId ? loaded(false) : loaded(true, 'v-2'),
    );
    const onChange = vi.fn();
    const store = await setup({ loadSchema, onChange });
    expect(selectNotLatestSchema(store.getState())).toBe(true);
    await store.getState().fetchLatestSchema();
    expect(loadSchema).toHaveBeenLastCalledWith('Outcome', undefined);
    expect(selectNotLatestSchema(store.getState())).toBe(false);
    expect(store.getState().schemaVersion?.versionTag).toBe('v2');
    expect(onChange.mock.calls.at(-1)?.[0].schema).toMatchObject({ version_id: 'v-2', is_latest: true });
  });

  it("reports a failed save as 'Failed to update data: {reason}'", async () => {
    const store = await setup({ onChange: () => Promise.reject(new Error('disk full')) });
    store.getState().editCell(0, 'n', 1);
    await vi.waitFor(() =>
      expect(store.getState().updateError).toEqual({ key: 'updateFailed', params: { reason: 'disk full' } }),
    );
  });
});

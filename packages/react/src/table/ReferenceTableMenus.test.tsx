import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type TableValue } from '@marginalia/core';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { ReferenceTable, type ReferenceTableProps } from './ReferenceTable';
import { fakeSchemaLoader, outcomesTable } from './testing/referenceTableFixtures';

// The toolbar's Edit table and Add Column menus, the column menu's add/rename/delete, the empty table's
// 'Generate empty rows for every reference', the filter badges and the grid's layout mode (spec 2 §4, §5, §9).
// jsdom draws Tabulator's headers but no rows; row-level flows are in examples/web-app/e2e/reference-table.spec.ts.

const noFetch = (() => Promise.reject(new Error('no network in this test'))) as typeof fetch;

function renderTable(props: Partial<ReferenceTableProps> = {}) {
  const onChange = vi.fn<(value: TableValue | null) => void>();
  const view = renderWithMarginalia(
    <ReferenceTable
      value={outcomesTable()}
      label="Outcomes"
      onChange={onChange}
      loadSchema={fakeSchemaLoader()}
      virtualRows={false}
      {...props}
    />,
    { fetch: noFetch },
  );
  const last = () => onChange.mock.lastCall![0];
  const fieldsOf = (value: TableValue | null) => value?.schema.fields.map((field) => field.name);
  return { ...view, onChange, last, fieldsOf };
}

const drawn = (column = 'arm') => screen.findByRole('button', { name: `Column menu of ${column}` });

async function chooseFromEditTable(user: ReturnType<typeof userEvent.setup>, entry: string) {
  await user.click(screen.getByRole('button', { name: 'Edit table ▾' }));
  await user.click(screen.getByRole('menuitem', { name: entry }));
}

describe('ReferenceTable menus', { timeout: 30_000 }, () => {
  it("clears the data with 'Clear data', deletes the empty table with 'Delete table', and undoes both", async () => {
    const user = userEvent.setup();
    const { last, fieldsOf } = renderTable();
    await drawn();

    // A table with data offers 'Clear data' (not 'Delete table').
    await user.click(screen.getByRole('button', { name: 'Edit table ▾' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete table' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Clear data' }));
    // The rows go, and so do the index and data columns; the reference column stays.
    expect(last()!.data).toEqual([]);
    expect(fieldsOf(last())).toEqual(['Study_ID']);
    expect(screen.getByText('No data available')).toBeTruthy();
    await drawn('Study_ID');
    expect(screen.queryByRole('button', { name: 'Column menu of arm' })).toBeNull();

    // The empty table offers 'Delete table' (not 'Clear data'), which removes the table itself.
    await user.click(screen.getByRole('button', { name: 'Edit table ▾' }));
    expect(screen.queryByRole('menuitem', { name: 'Clear data' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Delete table' }));
    expect(last()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Column menu of Study_ID' })).toBeNull());
    expect(screen.getByText('No data available')).toBeTruthy();

    // Undo brings back the empty table, then its data and columns.
    await chooseFromEditTable(user, 'Undo');
    expect(fieldsOf(last())).toEqual(['Study_ID']);
    await drawn('Study_ID');
    await chooseFromEditTable(user, 'Undo');
    expect(last()).toEqual(outcomesTable());
    await drawn();
  });

  it("offers 'Generate empty rows for every reference' on an empty table with reference values", async () => {
    const user = userEvent.setup();
    const { last } = renderTable({
      value: { ...outcomesTable(), data: [] },
      referenceValues: { Study_ID: { S1: { year: 2020 }, S2: { year: 2021 } } },
    });
    await drawn();
    expect(screen.getByText('No data available')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate empty rows for every reference' }));
    expect(last()!.data).toEqual([
      { Outcome_ID: 1, Study_ID: 'S1' },
      { Outcome_ID: 2, Study_ID: 'S2' },
    ]);
    expect(screen.queryByText('No data available')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate empty rows for every reference' })).toBeNull();
  });

  it('offers no reference rows without reference values, nor on a read-only table', async () => {
    const first = renderTable({ value: { ...outcomesTable(), data: [] } });
    await drawn();
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate empty rows for every reference' })).toBeNull();
    first.unmount();
    renderTable({
      value: { ...outcomesTable(), data: [] },
      referenceValues: { Study_ID: { S1: {} } },
      editable: false,
    });
    await drawn();
    expect(screen.queryByRole('button', { name: 'Generate empty rows for every reference' })).toBeNull();
  });

  it("adds columns from the column menu's 'Add column', named newColumn, newColumn1…", async () => {
    const user = userEvent.setup();
    const { last, fieldsOf } = renderTable();
    await drawn();
    await user.click(screen.getByRole('button', { name: 'Column menu of arm' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldsOf(last())).toEqual(['Outcome_ID', 'Study_ID', 'arm', 'n', 'newColumn']);
    await drawn('newColumn');
    await user.click(screen.getByRole('button', { name: 'Column menu of n' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add column' }));
    await user.keyboard('{Enter}');
    expect(fieldsOf(last())).toContain('newColumn1');
    await user.click(screen.getByRole('button', { name: 'Column menu of arm' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add column' }));
    await user.type(screen.getByRole('textbox', { name: 'Column name' }), 'dose.per.kg{Enter}');
    expect(fieldsOf(last())).toContain('dose per kg');
  });

  it('lists only unused schema columns under Add Column, and a used one leaves the list', async () => {
    const user = userEvent.setup();
    const { last, fieldsOf } = renderTable();
    await drawn();
    await user.click(screen.getByRole('button', { name: 'Add Column ▾' }));
    // The schema's columns are Outcome_ID, Study_ID, arm, n and dose: only dose is unused.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['dose', 'New column']);
    await user.click(screen.getByRole('menuitem', { name: 'dose' }));
    expect(fieldsOf(last())).toEqual(['Outcome_ID', 'Study_ID', 'arm', 'n', 'dose']);
    await drawn('dose');
    await user.click(screen.getByRole('button', { name: 'Add Column ▾' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['New column']);
  });

  it('says a renamed name is taken only after 500 ms, and refuses saving it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTable();
    await drawn();
    await user.click(screen.getByRole('button', { name: 'Column menu of arm' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename column' }));
    const input = screen.getByRole('textbox', { name: 'Column name' });
    await user.clear(input);
    await user.type(input, 'n');
    // Not while typing: the message waits until the name has stayed a duplicate for 500 ms.
    expect(screen.queryByRole('alert')).toBeNull();
    const message = "Column name 'n' already exists. Please choose a different name.";
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message), { timeout: 2000 });
    const calls = onChange.mock.calls.length;
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls.length).toBe(calls);
    expect(screen.getByRole('textbox', { name: 'Column name' })).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message);
  });

  it('deletes a data column but never the index or reference column; the hidden _id is no column', async () => {
    const user = userEvent.setup();
    const { container, last, fieldsOf } = renderTable();
    await drawn();
    for (const column of ['Outcome_ID', 'Study_ID']) {
      await user.click(screen.getByRole('button', { name: `Column menu of ${column}` }));
      expect(screen.getByRole('menuitem', { name: 'Delete column' })).toHaveProperty('disabled', true);
      await user.keyboard('{Escape}');
    }
    expect(container.querySelector('[tabulator-field="_id"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Column menu of _id' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Column menu of arm' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete column' }));
    expect(fieldsOf(last())).toEqual(['Outcome_ID', 'Study_ID', 'n']);
    expect(last()!.data[0]).not.toHaveProperty('_id');
  });

  it('shows two filter badges and counts the others', async () => {
    const storage = createMemoryStorage({
      outcomes: JSON.stringify({
        widths: {},
        frozen: [],
        filters: { arm: ['drug'], n: ['20'], Study_ID: ['S1'] },
      }),
    });
    renderTable({ layoutStorage: storage, layoutKey: 'outcomes' });
    await drawn();
    const badges = screen.getByRole('list', { name: 'Filter values' });
    expect([...badges.querySelectorAll('li')].map((badge) => badge.textContent)).toEqual([
      'arm: drug×',
      'n: 20×',
      '+1',
    ]);
  });

  // The 300 ms debounce itself is timed with fake timers in the core (createTableLayoutStore.test.ts).
  it('keeps a filter in the layout storage, saved after the change', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    renderTable({ layoutStorage: storage, layoutKey: 'outcomes' });
    await user.click(await drawn());
    await user.click(screen.getByRole('menuitem', { name: 'Filter values' }));
    await user.click(screen.getByRole('checkbox', { name: 'placebo' }));
    await waitFor(() =>
      expect(JSON.parse(storage.getItem('outcomes') ?? '{}')).toMatchObject({ filters: { arm: ['drug'] } }),
    );
  });

  it('sizes the grid to its data with two columns or fewer, else fills the width', async () => {
    const two: TableValue = {
      schema: {
        fields: [{ name: 'Outcome_ID', type: 'integer' }, { name: 'arm' }],
        primaryKey: ['Outcome_ID'],
      },
      data: [{ Outcome_ID: 1, arm: 'drug' }],
    };
    const first = renderTable({ value: two, loadSchema: undefined });
    await drawn();
    expect(first.container.querySelector('.tabulator')!.getAttribute('tabulator-layout')).toBe('fitData');
    first.unmount();
    const four = renderTable();
    await drawn();
    expect(four.container.querySelector('.tabulator')!.getAttribute('tabulator-layout')).toBe('fitColumns');
  });
});

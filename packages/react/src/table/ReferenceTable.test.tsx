import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useState } from 'react';
import type { SchemaLoader, TableValue } from '@marginalia/core';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { ReferenceTable, type ReferenceTableProps } from './ReferenceTable';
import { fakeSchemaLoader, outcomesTable } from './testing/referenceTableFixtures';

const noFetch = (() => Promise.reject(new Error('no network in this test'))) as typeof fetch;

function renderTable(props: Partial<ReferenceTableProps> = {}) {
  const onChange = vi.fn<(value: TableValue | null) => void>();
  const loadSchema = fakeSchemaLoader();
  const view = renderWithMarginalia(
    <ReferenceTable
      value={outcomesTable()}
      label="Outcomes"
      onChange={onChange}
      loadSchema={loadSchema}
      virtualRows={false}
      {...props}
    />,
    { fetch: noFetch },
  );
  return { ...view, onChange, loadSchema };
}

// jsdom has no layout, so Tabulator draws headers but no rows here: cell editing, marks and the row menu are
// covered by the browser flows (examples/web-app/e2e/reference-table.spec.ts).
const drawn = () => screen.findByRole('button', { name: 'Column menu of arm' });

describe('ReferenceTable', { timeout: 30_000 }, () => {
  it('draws the columns with Tabulator, fetches the schema version it names and shows the not-latest marker', async () => {
    const { container, loadSchema } = renderTable();
    await drawn();
    expect(
      [...container.querySelectorAll('.tabulator-col[tabulator-field]')].map((c) =>
        c.getAttribute('tabulator-field'),
      ),
    ).toEqual(['Outcome_ID', 'Study_ID', 'arm', 'n']);
    expect(loadSchema.calls).toEqual(['v-1']);
    await screen.findByText('A newer version of the schema exists');
  });

  it('fetches the schema when its loader arrives after the table has loaded (the workspace known later)', async () => {
    const later = fakeSchemaLoader();
    let giveLoader = () => {};
    function Host() {
      const [loadSchema, setLoadSchema] = useState<SchemaLoader | undefined>(undefined);
      giveLoader = () => setLoadSchema(() => later);
      return <ReferenceTable value={outcomesTable()} label="Outcomes" loadSchema={loadSchema} virtualRows={false} />;
    }
    renderWithMarginalia(<Host />, { fetch: noFetch });
    await drawn();
    expect(screen.queryByText('A newer version of the schema exists')).toBeNull();
    act(() => giveLoader());
    await screen.findByText('A newer version of the schema exists');
    expect(later.calls).toEqual(['v-1']);
  });

  it('says what Check data found, hides it on Ignore errors, and fetches the latest schema', async () => {
    const user = userEvent.setup();
    const { loadSchema } = renderTable();
    await drawn();
    await screen.findByText('A newer version of the schema exists');
    await user.click(screen.getByRole('button', { name: 'Check data' }));
    expect(screen.getByRole('status').textContent).toBe('1 cell does not match the schema');
    await user.click(screen.getByRole('button', { name: 'Check data options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ignore errors' }));
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Check data options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Fetch latest schema' }));
    await waitFor(() => expect(screen.queryByText('A newer version of the schema exists')).toBeNull());
    expect(loadSchema.calls).toEqual(['v-1', undefined]);
  });

  it('adds a row, then undoes and redoes it from the Edit table menu', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTable();
    await drawn();
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(onChange.mock.lastCall![0]!.data).toHaveLength(4);
    expect(onChange.mock.lastCall![0]!.data[3]).toMatchObject({ Outcome_ID: 4, Study_ID: 'S2' });
    await user.click(screen.getByRole('button', { name: 'Edit table ▾' }));
    await user.click(screen.getByRole('menuitem', { name: 'Undo' }));
    expect(onChange.mock.lastCall![0]!.data).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Edit table ▾' }));
    await user.click(screen.getByRole('menuitem', { name: 'Redo' }));
    expect(onChange.mock.lastCall![0]!.data).toHaveLength(4);
  });

  it('adds an unused schema column, renames a column with the duplicate-name message, keeps index columns', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTable();
    await drawn();
    await user.click(screen.getByRole('button', { name: 'Add Column ▾' }));
    await user.click(screen.getByRole('menuitem', { name: 'dose' }));
    expect(onChange.mock.lastCall![0]!.schema.fields.map((field) => field.name)).toContain('dose');

    await user.click(screen.getByRole('button', { name: 'Column menu of arm' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename column' }));
    const input = screen.getByRole('textbox', { name: 'Column name' });
    await user.clear(input);
    await user.type(input, 'n');
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe(
          "Column name 'n' already exists. Please choose a different name.",
        ),
      { timeout: 2000 },
    );
    await user.clear(input);
    await user.type(input, 'study.arm{Enter}');
    expect(onChange.mock.lastCall![0]!.schema.fields.map((field) => field.name)).toContain('study arm');

    await user.click(screen.getByRole('button', { name: 'Column menu of Outcome_ID' }));
    expect(screen.getByRole('menuitem', { name: 'Delete column' })).toHaveProperty('disabled', true);
  });

  it('filters values in a panel that takes the focus; Escape closes it with the focus back on the column menu', async () => {
    const user = userEvent.setup();
    renderTable();
    const columnMenu = await drawn();
    await user.click(columnMenu);
    await user.click(screen.getByRole('menuitem', { name: 'Filter values' }));
    expect(screen.queryByRole('menu')).toBeNull();
    const panel = screen.getByRole('dialog', { name: 'Filter values' });
    const placebo = within(panel).getByRole('checkbox', { name: 'placebo' });
    expect(document.activeElement).toBe(within(panel).getByRole('checkbox', { name: 'drug' }));
    await user.click(placebo);
    expect(screen.getByRole('list', { name: 'Filter values' }).textContent).toContain('arm: drug');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(columnMenu);
  });

  it('opens and closes a toolbar menu with its button; keys in it stay in it', async () => {
    const user = userEvent.setup();
    // The page's shortcuts listen on the document.
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    onTestFinished(() => document.removeEventListener('keydown', outer));
    renderTable();
    await drawn();
    const edit = screen.getByRole('button', { name: 'Edit table ▾' });
    await user.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Clear data' }));
    await user.keyboard('{ArrowDown}');
    expect(outer).not.toHaveBeenCalled();
    await user.click(edit);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(edit);
  });

  it('shows No data available for no table, and the load failure with its reason', async () => {
    const first = renderTable({ value: null });
    expect(screen.getByText('No data available')).toBeTruthy();
    first.unmount();
    renderTable({ value: '{not json' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Failed to load table: /));
  });

  it('shows Failed to update data when saving the answer fails', async () => {
    const user = userEvent.setup();
    renderTable({
      onChange: () => {
        throw new Error('disk full');
      },
    });
    await drawn();
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to update data: disk full'),
    );
  });

  it('disables every edit action when read-only', async () => {
    renderTable({ editable: false });
    await drawn();
    for (const name of ['Edit table ▾', 'Add Column ▾', 'Add Row'])
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Check data' })).toHaveProperty('disabled', false);
  });
});

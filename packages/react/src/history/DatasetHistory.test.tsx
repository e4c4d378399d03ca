import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { DatasetHistory } from './DatasetHistory';
import { HISTORY_NOW, historyEntry } from './testing/historyFixtures';

const PAGE = [
  historyEntry({
    id: 'h2',
    at: '2026-11-29T10:00:00',
    user_id: 'u-bob',
    username: 'Bob',
    entity: 'question',
    action: 'update',
    record_id: null,
  }),
  historyEntry({ id: 'h1' }),
];

function setup(total = 2) {
  return createFakeApi({
    'GET /v1/datasets/ds/history': (call) =>
      call.query.get('format') === 'csv'
        ? {
            status: 200,
            body: 'at,username\r\n',
            headers: { 'content-disposition': 'attachment; filename="dataset-ds-history.csv"' },
          }
        : ok({ items: call.query.get('entity') === 'response' ? PAGE.slice(1) : PAGE, total }),
  });
}

describe('DatasetHistory', () => {
  it('lists the changes newest first with when, who, what and the change', async () => {
    const api = setup();
    renderWithMarginalia(<DatasetHistory datasetId="ds" now={HISTORY_NOW} />, { fetch: api.fetch });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2 hours ago', 'Bob', 'Question · changed', 'Bob: Question · changed', '—'],
      ['3 days ago', 'Alice', 'Answer · created', "Alice submitted 'positive'", 'r1'],
    ]);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('filters by what changed and by user, from the users read', async () => {
    const api = setup();
    renderWithMarginalia(<DatasetHistory datasetId="ds" now={HISTORY_NOW} />, { fetch: api.fetch });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('What'), 'response');
    await userEvent.selectOptions(screen.getByLabelText('User'), 'u-bob');
    const last = api.calls.at(-1)!;
    expect([last.query.get('entity'), last.query.get('user_id'), last.query.get('offset')]).toEqual([
      'response',
      'u-bob',
      '0',
    ]);
  });

  it('downloads the filtered history as a CSV file', async () => {
    const api = setup();
    const createObjectURL = vi.fn(() => 'blob:history');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithMarginalia(<DatasetHistory datasetId="ds" now={HISTORY_NOW} />, { fetch: api.fetch });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(clicked).toEqual(['dataset-ds-history.csv']));
    expect(api.calls.at(-1)!.query.get('format')).toBe('csv');
    click.mockRestore();
  });
});

import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { RecordHistory } from './RecordHistory';
import { HISTORY_NOW, RECORD_HISTORY } from './testing/historyFixtures';

describe('RecordHistory', () => {
  it("shows each answer's changes on one line with who and when, and the review's", async () => {
    const api = createFakeApi({ 'GET /v1/records/r1/history': ok({ items: RECORD_HISTORY }) });
    renderWithMarginalia(<RecordHistory recordId="r1" now={HISTORY_NOW} />, { fetch: api.fetch });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "Alice submitted 'positive' · 3 days ago · changed to 'neutral' by Alice · 2 hours ago",
      "changed to 'neutral' by Bob (review) · 1 day ago",
    ]);
    expect(screen.getByRole('region', { name: 'History' })).toBeTruthy();
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-26T11:00:00');
  });

  it('reads again when the revision changes, past the cache', async () => {
    const api = createFakeApi({ 'GET /v1/records/r1/history': ok({ items: RECORD_HISTORY.slice(0, 1) }) });
    function Host() {
      const [revision, setRevision] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setRevision('b')}>
            save
          </button>
          <RecordHistory recordId="r1" revision={revision} now={HISTORY_NOW} />
        </>
      );
    }
    renderWithMarginalia(<Host />, { fetch: api.fetch });
    await screen.findByText(/Alice submitted/);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/v1/records/r1/history')).toHaveLength(2),
    );
  });

  it('says when nothing changed yet, in Spanish too', async () => {
    const api = createFakeApi({ 'GET /v1/records/r1/history': ok({ items: [] }) });
    renderWithMarginalia(<RecordHistory recordId="r1" />, { fetch: api.fetch, lng: 'es' });
    expect(await screen.findByText('Todavía no hay cambios.')).toBeTruthy();
  });

  it('stays out of the way where the server has no history (404)', async () => {
    const api = createFakeApi({});
    const { container } = renderWithMarginalia(<RecordHistory recordId="r1" />, { fetch: api.fetch });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await vi.waitFor(() => expect(container.querySelector('.mg-history')).toBeNull());
  });
});

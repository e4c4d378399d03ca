import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { DatasetProgressView } from './DatasetProgressView';

const ok = (body: unknown) => ({ status: 200, body });

describe('DatasetProgressView', () => {
  it('loads and shows my counts and the team progress of the dataset', async () => {
    const api = createFakeApi({
      'GET /v1/me/datasets/:id/metrics': ok({ responses: { total: 20, submitted: 5, discarded: 1, draft: 2, pending: 12 } }),
      'GET /v1/datasets/:id/progress': ok({ total: 20, completed: 6, pending: 14, users: [] }),
    });
    renderWithMarginalia(<DatasetProgressView datasetId="d1" />, { fetch: api.fetch });
    const panel = await screen.findByRole('region', { name: 'My progress' });
    expect(await within(panel).findByText('8 of 20 records answered')).toBeTruthy();
    expect(within(panel).getByTestId('team-progress').textContent).toBe('6 of 20 records completed (30.00%)');
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/v1/me/datasets/d1/metrics', '/v1/datasets/d1/progress']),
    );
  });

  it('says why my progress could not be read', async () => {
    const api = createFakeApi({
      'GET /v1/me/datasets/:id/metrics': { status: 404, body: { detail: 'Not found' } },
    });
    renderWithMarginalia(<DatasetProgressView datasetId="gone" />, { fetch: api.fetch });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find the requested resource');
  });
});

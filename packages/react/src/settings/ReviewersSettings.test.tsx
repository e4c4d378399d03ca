import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDatasetSettings } from '../testing/renderDatasetSettings';
import { SETTINGS_ADMIN, SETTINGS_ANNOTATOR, reviewersRoutes } from '../testing/settingsFixtures';

async function openReviewers(refusal?: { status: number; detail: string }) {
  const rendered = await renderDatasetSettings(SETTINGS_ADMIN, {}, reviewersRoutes(refusal));
  await userEvent.click(await screen.findByRole('tab', { name: 'Reviewers' }));
  return { ...rendered, panel: screen.getByRole('region', { name: 'Reviewers' }) };
}

describe('ReviewersSettings', () => {
  it('lists the reviewers, adds a member and saves the whole list', async () => {
    const { panel, api } = await openReviewers();
    const list = within(panel).getByRole('list', { name: 'Reviewers of this dataset' });
    expect(within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['ann']);
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Workspace member' }), 'bob (Annotator)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add reviewer' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /Reviewers.*modified/ })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('Saved'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ user_ids: ['u-ann', 'u-bob'] });
  });

  it('removes a reviewer and cancels back to the saved list', async () => {
    const { panel } = await openReviewers();
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove ann' }));
    expect(within(panel).getByText('No reviewers named yet: only owners and admins review this dataset.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByRole('button', { name: 'Remove ann' })).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the edit', async () => {
    const { panel } = await openReviewers({ status: 422, detail: 'User `u-bob` is not a member of the workspace' });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Workspace member' }), 'bob (Annotator)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add reviewer' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Update' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('User `u-bob` is not a member of the workspace');
    expect(within(panel).getByRole('button', { name: 'Remove bob' })).toBeTruthy();
  });

  it('is not offered to an annotator, who gets the info view', async () => {
    await renderDatasetSettings(SETTINGS_ANNOTATOR, {}, reviewersRoutes());
    expect(screen.queryByRole('tab', { name: 'Reviewers' })).toBeNull();
  });
});

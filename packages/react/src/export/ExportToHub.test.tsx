import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, EXPORT_JOBS_STORAGE_KEY, type JobStatus } from '@marginalia/core';
import { createFakeApi, ok } from '../testing/createFakeApi';
import { createFakeHub } from '../testing/fakeHub';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { ExportToHub } from './ExportToHub';

function renderExport(statuses: JobStatus[] = ['started']) {
  const api = createFakeApi({
    'POST /v1/datasets/:id/export': { status: 202, body: { id: 'job1', status: 'queued' } },
    'GET /v1/jobs/:id': () =>
      ok({ id: 'job1', status: statuses.length > 1 ? statuses.shift() : statuses[0] }),
  });
  const storage = createMemoryStorage();
  const { hub } = createFakeHub();
  const rendered = renderWithMarginalia(<ExportToHub datasetId="d1" storage={storage} hub={hub} />, {
    fetch: api.fetch,
  });
  return { ...rendered, api, storage };
}

describe('ExportToHub', { timeout: 20_000 }, () => {
  it('validates each field on blur and input, masks the token and enables submit only when valid', async () => {
    const user = userEvent.setup();
    renderExport();
    await user.click(await screen.findByRole('button', { name: 'Export to Hub' }));
    const dialog = screen.getByRole('dialog', { name: 'Export the dataset to the Hugging Face Hub' });
    const submit = within(dialog).getByRole('button', { name: 'Export' });
    expect(submit).toHaveProperty('disabled', true);
    const owner = within(dialog).getByLabelText('Organization or username');
    const name = within(dialog).getByLabelText('Dataset name');
    const token = within(dialog).getByLabelText('Hugging Face token (with write permission)');
    expect(token.getAttribute('type')).toBe('password');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(owner);
    await user.click(name);
    expect(within(dialog).getByRole('alert').textContent).toBe('Organization or username is required');
    await user.click(token);
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Organization or username is required', 'Dataset name is required']);
    await user.click(owner);
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain('Hugging Face token is required');
    await user.type(token, 'not-a-token');
    expect(within(dialog).getByText('Invalid Hugging Face token')).toBeTruthy();
    await user.clear(token);
    await user.type(token, 'hf_standin_write');
    await user.type(owner, 'standin-user');
    await user.type(name, 'imdb-reviewed');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(submit).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('button', { name: 'Show the token' }));
    expect(token.getAttribute('type')).toBe('text');
  });

  it('starts the export, keeps the job for the dataset and shows the target while it runs, on hover', async () => {
    const user = userEvent.setup();
    const { api, storage } = renderExport();
    await user.click(await screen.findByRole('button', { name: 'Export to Hub' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Organization or username'), 'standin-user');
    await user.type(within(dialog).getByLabelText('Dataset name'), 'imdb-reviewed');
    await user.type(
      within(dialog).getByLabelText('Hugging Face token (with write permission)'),
      'hf_standin_write',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Private dataset' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/v1/datasets/d1/export')[0]?.body).toEqual({
      name: 'standin-user/imdb-reviewed',
      private: true,
      token: 'hf_standin_write',
    });
    expect(JSON.parse(storage.getItem(EXPORT_JOBS_STORAGE_KEY) ?? '{}')).toEqual({
      d1: { jobId: 'job1', datasetName: 'standin-user/imdb-reviewed', isPrivate: true },
    });
    await user.hover(screen.getByRole('button', { name: 'Export to Hub' }));
    expect(screen.getByRole('status').textContent).toBe('Exporting to standin-user/imdb-reviewed (private)…');
    await user.unhover(screen.getByRole('button', { name: 'Export to Hub' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is the shared popover: Escape closes the form with the focus back on the button, and hides the running export', async () => {
    const user = userEvent.setup();
    renderExport();
    const button = await screen.findByRole('button', { name: 'Export to Hub' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Export the dataset to the Hugging Face Hub' });
    expect(dialog.className).toBe('mg-popover mg-export__dialog');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    await user.click(within(dialog).getByLabelText('Organization or username'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    const form = screen.getByRole('dialog');
    await user.type(within(form).getByLabelText('Organization or username'), 'standin-user');
    await user.type(within(form).getByLabelText('Dataset name'), 'imdb-reviewed');
    await user.type(
      within(form).getByLabelText('Hugging Face token (with write permission)'),
      'hf_standin_write',
    );
    // The private checkbox is keyboard operable: Tab reaches it, Space ticks it.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('checkbox', { name: 'Private dataset' }));
    await user.keyboard(' ');
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Private dataset' }).checked).toBe(
      true,
    );
    await user.click(within(form).getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.hover(button);
    expect(screen.getByRole('status').textContent).toBe('Exporting to standin-user/imdb-reviewed (private)…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes the dialog when the start fails', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /v1/datasets/:id/export': { status: 422, body: { detail: 'bad' } } });
    renderWithMarginalia(
      <ExportToHub datasetId="d1" storage={createMemoryStorage()} hub={createFakeHub().hub} />,
      { fetch: api.fetch },
    );
    await user.click(await screen.findByRole('button', { name: 'Export to Hub' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Organization or username'), 'o');
    await user.type(within(dialog).getByLabelText('Dataset name'), 'n');
    await user.type(within(dialog).getByLabelText('Hugging Face token (with write permission)'), 'hf_x');
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Export' })));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Export to Hub' }).getAttribute('aria-busy')).toBe('false');
  });
});

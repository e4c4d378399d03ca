import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { createMemoryStorage, EXPORT_JOBS_STORAGE_KEY } from '@marginalia/core';
import { ok } from '../testing/createFakeApi';
import { createFakeHub } from '../testing/fakeHub';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyServer } from '../testing/stories';
import { ExportToHub } from './ExportToHub';

const meta = {
  title: 'Export/ExportToHub',
  component: ExportToHub,
  parameters: {
    marginalia: {
      server: () => storyServer({ 'GET /v1/jobs/:id': ok({ id: 'job1', status: 'started' }) }),
      signedIn: true,
    },
  },
  args: { datasetId: 'd1', hub: createFakeHub().hub, storage: createMemoryStorage() },
} satisfies Meta<typeof ExportToHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its messages after each field was left empty. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export to Hub' }));
    const dialog = canvas.getByRole('dialog', { name: 'Export the dataset to the Hugging Face Hub' });
    await userEvent.click(within(dialog).getByLabelText('Organization or username'));
    await userEvent.click(within(dialog).getByLabelText('Dataset name'));
    expect(within(dialog).getByText('Organization or username is required')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
  },
};

/** An export under way: hovering the button shows its target. */
export const Running: Story = {
  args: {
    storage: createMemoryStorage({
      [EXPORT_JOBS_STORAGE_KEY]: JSON.stringify({
        d1: { jobId: 'job1', datasetName: 'standin-user/imdb-reviewed', isPrivate: false },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.hover(await canvas.findByRole('button', { name: 'Export to Hub' }));
    expect((await canvas.findByRole('status')).textContent).toBe(
      'Exporting to standin-user/imdb-reviewed (public)…',
    );
  },
};

export const Dark: Story = inTheme(Form, 'dark');
export const RightToLeft: Story = inRightToLeft(Form);
export const InShadowRoot: Story = inShadowRoot(Running);

import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyServer } from '../../testing/stories';
import { ok } from '../../testing/createFakeApi';
import { DATASET_ID } from '../../testing/annotationFixtures';
import { wireUser } from '../../testing/wireFixtures';
import { DatasetHeaderActions } from './DatasetHeaderActions';

const as = (role: 'admin' | 'annotator') => ({
  marginalia: { server: () => storyServer({ 'GET /v1/me': ok(wireUser({ role, api_key: 'admin.apikey' })) }), signedIn: true },
});

const meta = {
  title: 'Annotation/Layout/DatasetHeaderActions',
  component: DatasetHeaderActions,
  parameters: as('admin'),
  args: { datasetId: DATASET_ID, datasetName: 'Movie reviews', workspaceName: 'argilla', apiUrl: 'https://marginalia.example' },
} satisfies Meta<typeof DatasetHeaderActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('button', { name: 'Settings of Movie reviews' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Import data' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Add records with Python' });
    expect(dialog.querySelector('pre')?.textContent).toContain('https://marginalia.example');
  },
};

export const Annotator: Story = {
  parameters: as('annotator'),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('button', { name: 'Copy link to Movie reviews' })).toBeTruthy();
    expect(canvas.queryByRole('button', { name: 'Import data' })).toBeNull();
  },
};

export const Dark: Story = inTheme(Admin, 'dark');
export const HighContrast: Story = inTheme(Admin, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Admin);
export const InShadowRoot: Story = inShadowRoot(Admin);

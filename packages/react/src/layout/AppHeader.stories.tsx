import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, within } from 'storybook/test';
import { DatasetHeaderActions } from '../annotation/layout/DatasetHeaderActions';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, signedInAs, storyCanvas } from '../testing/stories';
import { wireUser } from '../testing/wireFixtures';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'App shell/Layout/AppHeader',
  component: AppHeader,
  parameters: signedInAs(wireUser({ role: 'admin' })),
  args: { breadcrumbs: [{ label: 'Home', to: '/', onSelect: action('clear filters') }, { label: 'argilla' }, { label: 'Movie reviews' }] },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: /user menu of annotator$/ })).toBeTruthy();
  },
};

export const WithDatasetActions: Story = {
  args: { actions: <DatasetHeaderActions datasetId="d1" datasetName="Movie reviews" workspaceName="argilla" apiUrl="https://marginalia.example" /> },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Settings of Movie reviews' })).toBeTruthy();
  },
};

export const LongBreadcrumb: Story = {
  args: { breadcrumbs: [{ label: 'Home', to: '/' }, { label: LONG_UNBROKEN }] },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(LONG_UNBROKEN)).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);

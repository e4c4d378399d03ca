import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { homeParameters, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withHomeStyles } from '../testing/stories';
import { PythonImportDialog } from './PythonImportDialog';

const meta = {
  title: 'App shell/Home/PythonImportDialog',
  component: PythonImportDialog,
  decorators: [withHomeStyles],
  parameters: homeParameters({ role: 'admin' }),
  args: { apiUrl: 'https://marginalia.example' },
} satisfies Meta<typeof PythonImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Import from Python' }).getAttribute('aria-expanded')).toBe('false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import from Python' }));
    const dialog = canvas.getByRole('dialog', { name: 'Log records with the Python SDK' });
    expect(within(dialog).getByRole('region', { name: 'Python code' }).textContent).toContain(
      'rg.Argilla(api_url="https://marginalia.example", api_key="story.apikey")',
    );
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const HighContrast: Story = inTheme(Open, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(Closed);

import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SERVER_ERROR_MESSAGE, homeParameters, inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { Home } from './Home';

const meta = {
  title: 'App shell/Home/Home',
  component: Home,
  parameters: homeParameters({ role: 'admin' }),
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('heading', { name: 'Sentiment reviews' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Import from the Hub' })).toBeTruthy();
    expect(within(canvas.getByRole('region', { name: 'Example datasets' })).getAllByRole('button')).toHaveLength(3);
  },
};

export const Annotator: Story = {
  parameters: homeParameters({ role: 'annotator' }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(within(canvas.getByRole('region', { name: 'Guides' })).getAllByRole('link')).toHaveLength(3);
    expect(canvas.queryByRole('button', { name: 'Import from the Hub' })).toBeNull();
  },
};

/** An owner without datasets gets the import card under the empty text. */
export const Empty: Story = {
  parameters: homeParameters({ role: 'owner', datasets: [] }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByText("You don't have any datasets yet")).toBeTruthy();
    expect(canvas.getByRole('heading', { name: 'Bring in your first dataset' })).toBeTruthy();
  },
};

export const Loading: Story = {
  parameters: homeParameters({ state: 'loading' }),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('list', { name: 'Loading datasets' })).toBeTruthy();
  },
};

export const ServerError: Story = {
  parameters: homeParameters({ state: 'error' }),
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toBe(SERVER_ERROR_MESSAGE);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('heading', { name: 'Conjuntos de datos' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Admin, 'dark');
export const HighContrast: Story = inTheme(Admin, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Admin);
export const InShadowRoot: Story = inShadowRoot(Admin);

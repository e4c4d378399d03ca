import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeHub } from '../testing/fakeHub';
import { inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { HubImport } from './HubImport';

const meta = {
  title: 'Creation/HubImport',
  component: HubImport,
  args: { hub: createFakeHub().hub, onImport: action('import') },
} satisfies Meta<typeof HubImport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const form = storyCanvas(canvasElement).getByRole('form', { name: 'Import from the Hub' });
    expect(within(form).getByRole('button', { name: 'Import dataset' })).toHaveProperty('disabled', true);
  },
};

/** A repository the hub cannot read. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const form = storyCanvas(canvasElement).getByRole('form', { name: 'Import from the Hub' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Repository id' }), 'nobody/nothing');
    await userEvent.click(within(form).getByRole('button', { name: 'Import dataset' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Dataset not found or available on Hugging Face',
    );
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const InShadowRoot: Story = inShadowRoot(Open);

import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { Switch } from './Switch';

function SuggestionFirst() {
  const [on, setOn] = useState(false);
  return <Switch label="Suggestions first" checked={on} onChange={setOn} />;
}

const meta = {
  title: 'Primitives/Switch',
  component: SuggestionFirst,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof SuggestionFirst>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const toggle = storyCanvas(canvasElement).getByRole('switch', { name: 'Suggestions first' });
    expect(toggle).toHaveProperty('checked', false);
  },
};

export const TurnedOn: Story = {
  play: async ({ canvasElement }) => {
    const toggle = storyCanvas(canvasElement).getByRole('switch', { name: 'Suggestions first' });
    await userEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
  },
};

export const Dark: Story = inTheme(TurnedOn, 'dark');
export const InShadowRoot: Story = inShadowRoot(Off);

import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { Checkbox } from './Checkbox';

function PrivateDataset({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox label="Private dataset" checked={checked} disabled={disabled} onChange={setChecked} />
  );
}

const meta = {
  title: 'Primitives/Checkbox',
  component: PrivateDataset,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof PrivateDataset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Private dataset' });
    expect(box).toHaveProperty('checked', false);
    await userEvent.click(box);
    expect(box).toHaveProperty('checked', true);
  },
};

export const KeyboardSpace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Private dataset' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toHaveProperty('checked', true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('checkbox')).toHaveProperty('disabled', true);
  },
};

export const Dark: Story = inTheme(Unchecked, 'dark');
export const RightToLeft: Story = inRightToLeft(Unchecked);
export const InShadowRoot: Story = inShadowRoot(KeyboardSpace);

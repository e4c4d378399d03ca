import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyRoot, withPartStyles } from '../testing/stories';
import { MenuButton } from './MenuButton';
import { MenuItem } from './MenuItem';

const LABELS = ['Person', 'Place', 'Organisation'];

function LabelMenu() {
  const [label, setLabel] = useState('Place');
  return (
    <>
      <MenuButton label={`Label: ${label}`} menuLabel="Entity label">
        {(close) =>
          LABELS.map((item) => (
            <MenuItem
              key={item}
              checked={item === label}
              onSelect={() => {
                setLabel(item);
                close();
              }}
            >
              {item}
            </MenuItem>
          ))
        }
      </MenuButton>
      <p style={{ minHeight: '8rem' }} />
    </>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: LabelMenu,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof LabelMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const focused = (canvasElement: HTMLElement) =>
  (storyRoot(canvasElement).getRootNode() as Document | ShadowRoot).activeElement;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const button = canvas.getByRole('button', { name: 'Label: Place' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(focused(canvasElement)).toBe(canvas.getByRole('menuitemradio', { name: 'Person' }));
    await userEvent.keyboard('{End}');
    expect(focused(canvasElement)).toBe(canvas.getByRole('menuitemradio', { name: 'Organisation' }));
    await userEvent.keyboard('{Enter}');
    expect(canvas.queryByRole('menu')).toBeNull();
    expect(focused(canvasElement)).toBe(canvas.getByRole('button', { name: 'Label: Organisation' }));
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Label: Place' }));
    expect(canvas.getByRole('menu', { name: 'Entity label' })).toBeTruthy();
    expect(canvas.getByRole('menuitemradio', { name: 'Place' }).getAttribute('aria-checked')).toBe('true');
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(Keyboard);

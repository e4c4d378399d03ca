import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { Toggle, type ToggleProps } from './Toggle';
import { ToggleButton } from './ToggleButton';

type Mode = 'focus' | 'bulk';

function Modes({ appearance }: Pick<ToggleProps<Mode>, 'appearance'>) {
  const [mode, setMode] = useState<Mode>('focus');
  return (
    <Toggle
      label="Annotation type"
      appearance={appearance}
      value={mode}
      options={[
        { value: 'focus', label: 'Focus' },
        { value: 'bulk', label: 'Bulk' },
      ]}
      onChange={setMode}
    />
  );
}

const meta = {
  title: 'Primitives/Toggle',
  component: Modes,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof Modes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Segmented: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('radiogroup', { name: 'Annotation type' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bulk' }));
    expect(canvas.getByRole('radio', { name: 'Bulk' })).toHaveProperty('checked', true);
    expect(canvas.getByRole('radio', { name: 'Focus' })).toHaveProperty('checked', false);
  },
};

export const Small: Story = {
  args: { appearance: 'segmented-small' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('radiogroup').className).toContain('mg-segmented--small');
  },
};

export const Radios: Story = {
  args: { appearance: 'radios' },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('group', { name: 'Annotation type' }).tagName).toBe('FIELDSET');
    await userEvent.click(canvas.getByRole('radio', { name: 'Bulk' }));
    expect(canvas.getByRole('radio', { name: 'Bulk' })).toHaveProperty('checked', true);
  },
};

function ShowPassword() {
  const [pressed, setPressed] = useState(false);
  return (
    <ToggleButton pressed={pressed} onPressedChange={setPressed}>
      {pressed ? 'Hide' : 'Show'}
    </ToggleButton>
  );
}

export const PressedButton: Story = {
  render: () => <ShowPassword />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    expect(canvas.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  },
};

export const Dark: Story = inTheme(Segmented, 'dark');
export const RightToLeft: Story = inRightToLeft(Segmented);
export const InShadowRoot: Story = inShadowRoot(Segmented);

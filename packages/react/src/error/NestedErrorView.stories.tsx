import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { NestedErrorView } from './NestedErrorView';

const meta = {
  title: 'App shell/Errors/NestedErrorView',
  component: NestedErrorView,
  args: { error: new Error('The error page failed too') },
} satisfies Meta<typeof NestedErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    await userEvent.click(canvas.getByText('Details'));
    expect(canvas.getByText(/The error page failed too/)).toBeTruthy();
  },
};

export const LongDetails: Story = {
  args: { error: new Error(LONG_UNBROKEN) },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(new RegExp(LONG_UNBROKEN)).textContent).toContain(LONG_UNBROKEN);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);

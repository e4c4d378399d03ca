import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

const meta = {
  title: 'App shell/Errors/AppErrorBoundary',
  component: AppErrorBoundary,
  args: { onError: action('error'), children: <Broken message="Cannot read the record" /> },
} satisfies Meta<typeof AppErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that throws while rendering: the error page shows its message. */
export const CaughtError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByText('500')).toBeTruthy();
    expect(canvas.getByText('Cannot read the record')).toBeTruthy();
    expect(canvas.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  },
};

export const NoError: Story = {
  args: { children: <p>The page renders as usual.</p> },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('The page renders as usual.')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(CaughtError, 'dark');
export const HighContrast: Story = inTheme(CaughtError, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(CaughtError);
export const InShadowRoot: Story = inShadowRoot(CaughtError);

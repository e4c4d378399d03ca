import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'App shell/Errors/ErrorPage',
  component: ErrorPage,
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByText('404')).toBeTruthy();
    expect(canvas.getByText('This page could not be found')).toBeTruthy();
    expect(canvas.getByRole('link', { name: 'Back to home page' }).getAttribute('href')).toBe('#/');
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByText('500')).toBeTruthy();
    expect(canvas.getByText('An error occurred')).toBeTruthy();
  },
};

export const LongMessage: Story = {
  args: { status: 500, message: LONG_UNBROKEN },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText(LONG_UNBROKEN).textContent).toHaveLength(1000);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('Diese Seite wurde nicht gefunden')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(NotFound, 'dark');
export const HighContrast: Story = inTheme(NotFound, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(NotFound);
export const InShadowRoot: Story = inShadowRoot(NotFound);
